import type { QueryClient } from '@tanstack/react-query';

/** Cache keys of this feature, under one root so that a change in the family refreshes them all. */
export const familyKeys = {
  all: ['family'] as const,
  children: (parentId: string | null) => ['family', 'children', parentId] as const,
  invitations: (parentId: string | null) => ['family', 'invitations', parentId] as const,
  studentInvitations: (studentId: string | null) =>
    ['family', 'student-invitations', studentId] as const,
  progress: (childId: string, months: number) => ['family', 'progress', childId, months] as const,
  learning: (studentId: string | null) => ['family', 'learning', studentId] as const,
};

export function refreshFamily(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: familyKeys.all });
}
