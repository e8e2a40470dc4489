import type { CreateReportInput, MyReport } from '@nibras/contracts/reports';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** The caller's reports and their outcomes. */
export const myReportsKey = ['reports', 'mine'] as const;

export async function sendReport(input: CreateReportInput) {
  const envelope = await apiRequest<null>('/api/v1/reports', { method: 'POST', body: input });
  return envelope.message;
}

/** A report of a tutor's profile, a review, a message or a session (decision 0026). */
export function useSendReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myReportsKey }),
  });
}

export function useMyReports() {
  return useQuery({
    queryKey: myReportsKey,
    queryFn: async () => (await apiRequest<MyReport[]>('/api/v1/reports/mine')).data ?? [],
  });
}
