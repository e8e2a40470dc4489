import {
  operatorApplicationPageSchema,
  operatorApplicationSchema,
  type TutorDocument,
} from '@nibras/contracts/tutor-applications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFile, apiRequest } from '@/lib/api-client';

export const operatorApplicationKeys = {
  all: ['operator', 'tutor-applications'] as const,
  list: (query: string) => ['operator', 'tutor-applications', 'list', query] as const,
  detail: (tutorId: string) => ['operator', 'tutor-applications', 'detail', tutorId] as const,
};

const base = (tutorId: string) =>
  `/api/v1/operator/tutor-applications/${encodeURIComponent(tutorId)}`;

export async function getOperatorApplications(query: string) {
  const envelope = await apiRequest<unknown>(`/api/v1/operator/tutor-applications?${query}`);
  return operatorApplicationPageSchema.parse(envelope.data);
}

/** The applications queue, filtered, searched, sorted and paged on the server. */
export function useOperatorApplications(query: string) {
  return useQuery({
    queryKey: operatorApplicationKeys.list(query),
    queryFn: () => getOperatorApplications(query),
    placeholderData: keepPreviousData,
  });
}

export async function getOperatorApplication(tutorId: string) {
  const envelope = await apiRequest<unknown>(base(tutorId));
  return operatorApplicationSchema.parse(envelope.data);
}

/** One application in full: answers, documents, the tutor's profile, its history. */
export function useOperatorApplication(tutorId: string) {
  return useQuery({
    queryKey: operatorApplicationKeys.detail(tutorId),
    queryFn: () => getOperatorApplication(tutorId),
  });
}

export type ApplicationDecision = { kind: 'approve' } | { kind: 'reject'; reason: string };

export async function decideApplication(tutorId: string, decision: ApplicationDecision) {
  const envelope =
    decision.kind === 'approve'
      ? await apiRequest<unknown>(`${base(tutorId)}/approve`, { method: 'POST' })
      : await apiRequest<unknown>(`${base(tutorId)}/reject`, {
          method: 'POST',
          body: { reason: decision.reason },
        });
  return {
    application: operatorApplicationSchema.parse(envelope.data),
    message: envelope.message,
  };
}

export function useDecideApplication(tutorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ApplicationDecision) => decideApplication(tutorId, decision),
    onSuccess: ({ application }) => {
      queryClient.setQueryData(operatorApplicationKeys.detail(tutorId), application);
      return queryClient.invalidateQueries({ queryKey: operatorApplicationKeys.all });
    },
  });
}

/**
 * A document of the application, fetched with the token (a plain link would not carry it) and
 * handed to the browser as a download under the name the tutor gave it.
 */
export async function downloadDocument(tutorId: string, document: TutorDocument) {
  const file = await apiFile(
    `${base(tutorId)}/documents/${encodeURIComponent(document.id)}`,
    document.mediaType,
  );
  const url = URL.createObjectURL(file);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = document.originalName || `document-${document.id}`;
  link.click();
  // After the click has been handled, so the download has its bytes.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useDownloadDocument(tutorId: string) {
  return useMutation({
    mutationFn: (document: TutorDocument) => downloadDocument(tutorId, document),
  });
}
