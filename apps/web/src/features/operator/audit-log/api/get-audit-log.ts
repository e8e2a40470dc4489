import { auditLogPageSchema, operatorListSchema } from '@nibras/contracts/audit-log';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** A page of the audit log; `query` is the list's search parameters (lib/list-params.ts). */
export async function getAuditLog(query: string) {
  const envelope = await apiRequest<unknown>(`/api/v1/operator/audit-log?${query}`);
  return auditLogPageSchema.parse(envelope.data);
}

export function useAuditLog(query: string) {
  return useQuery({
    queryKey: ['operator', 'audit-log', query],
    queryFn: () => getAuditLog(query),
    placeholderData: keepPreviousData,
  });
}

export async function getOperators() {
  const envelope = await apiRequest<unknown>('/api/v1/operator/operators');
  return operatorListSchema.parse(envelope.data);
}

export function useOperators() {
  return useQuery({ queryKey: ['operator', 'operators'], queryFn: getOperators });
}
