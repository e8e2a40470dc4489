import {
  ownTutorApplicationSchema,
  type TutorApplicationAnswersInput,
  type TutorDocumentKind,
} from '@nibras/contracts/tutor-applications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const applicationKey = ['tutor-application'] as const;
const path = '/api/v1/tutor-application';

async function getApplication() {
  const envelope = await apiRequest<unknown>(path);
  return ownTutorApplicationSchema.parse(envelope.data);
}

/** The signed-in tutor's application: status, answers, documents, what is missing, history. */
export function useTutorApplication() {
  return useQuery({ queryKey: applicationKey, queryFn: getApplication });
}

/** Each change answers the application anew (or is followed by a fresh read). */
function useApplicationChange<T>(send: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKey }),
  });
}

export function useSaveAnswers() {
  return useApplicationChange((answers: TutorApplicationAnswersInput) =>
    apiRequest<unknown>(path, { method: 'PUT', body: answers }),
  );
}

export function useUploadDocument() {
  return useApplicationChange(({ kind, file }: { kind: TutorDocumentKind; file: File }) => {
    const body = new FormData();
    body.append('kind', kind);
    body.append('file', file);
    return apiRequest<unknown>(`${path}/documents`, { method: 'POST', body });
  });
}

export function useRemoveDocument() {
  return useApplicationChange((id: string) =>
    apiRequest<unknown>(`${path}/documents/${id}`, { method: 'DELETE' }),
  );
}

export function useSubmitApplication() {
  return useApplicationChange(() => apiRequest<unknown>(`${path}/submit`, { method: 'POST' }));
}

/** The tutor's profile photo, the one the profile editor changes too. */
export function useUploadApplicationPhoto() {
  return useApplicationChange((photo: File) => {
    const body = new FormData();
    body.append('photo', photo);
    return apiRequest<unknown>('/api/v1/tutor/profile/photo', { method: 'PUT', body });
  });
}
