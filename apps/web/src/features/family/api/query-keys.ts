import type { QueryClient } from '@tanstack/react-query';
import { childrenRoot } from '@/lib/family/get-children';

/** Cache keys of this feature, under one root so that a change in the family refreshes them all. */
export const familyKeys = {
  all: ['family'] as const,
  invitations: (parentId: string | null) => ['family', 'invitations', parentId] as const,
  studentInvitations: (studentId: string | null) =>
    ['family', 'student-invitations', studentId] as const,
  progress: (childId: string, months: number) => ['family', 'progress', childId, months] as const,
  learning: (studentId: string | null) => ['family', 'learning', studentId] as const,
  allowance: (childId: string) => ['family', 'allowance', childId] as const,
};

/** After a change in the family: this feature's reads and the children booking offers. */
export function refreshFamily(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: familyKeys.all }),
    queryClient.invalidateQueries({ queryKey: childrenRoot }),
  ]);
}
