import type {
  OperatorReport,
  OperatorReportPage,
  ReportAction,
  ReportDecisionInput,
} from '@nibras/contracts/reports';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const key = ['operator', 'reports'] as const;

export function useOperatorReports(query: string) {
  return useQuery({
    queryKey: [...key, 'list', query],
    queryFn: async () =>
      (await apiRequest<OperatorReportPage>(`/api/v1/operator/reports?${query}`)).data,
    placeholderData: keepPreviousData,
  });
}

export function useOperatorReport(id: string | null) {
  return useQuery({
    queryKey: [...key, 'one', id],
    queryFn: async () => (await apiRequest<OperatorReport>(`/api/v1/operator/reports/${id}`)).data,
    enabled: id !== null,
  });
}

/** Dismiss, hide, warn or suspend: the answer is the closed report. */
export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string; action: ReportAction } & ReportDecisionInput) =>
      (
        await apiRequest<OperatorReport>(`/api/v1/operator/reports/${input.id}/${input.action}`, {
          method: 'POST',
          body: { reason: input.reason, ...(input.note ? { note: input.note } : {}) },
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
