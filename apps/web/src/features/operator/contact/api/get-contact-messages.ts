import { operatorContactDetailSchema, operatorContactPageSchema } from '@nibras/contracts/contact';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const operatorContactKeys = {
  all: ['operator', 'contact'] as const,
  list: (query: string) => ['operator', 'contact', 'list', query] as const,
  detail: (id: string) => ['operator', 'contact', 'detail', id] as const,
};

export async function getContactMessages(query: string) {
  const envelope = await apiRequest<unknown>(`/api/v1/operator/contact-messages?${query}`);
  return operatorContactPageSchema.parse(envelope.data);
}

/** The inbox, filtered, searched, sorted and paged on the server. */
export function useContactMessages(query: string) {
  return useQuery({
    queryKey: operatorContactKeys.list(query),
    queryFn: () => getContactMessages(query),
    placeholderData: keepPreviousData,
  });
}

export async function getContactMessage(id: string) {
  const envelope = await apiRequest<unknown>(
    `/api/v1/operator/contact-messages/${encodeURIComponent(id)}`,
  );
  return operatorContactDetailSchema.parse(envelope.data);
}

export function useContactMessage(id: string) {
  return useQuery({
    queryKey: operatorContactKeys.detail(id),
    queryFn: () => getContactMessage(id),
  });
}
