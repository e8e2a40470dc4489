import { studentInvitationSchema } from '@nibras/contracts/family';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { familyKeys } from './query-keys';

export async function getStudentInvitations() {
  const envelope = await apiRequest<unknown>('/api/v1/student/invitations');
  return studentInvitationSchema.array().parse(envelope.data);
}

/** Parents' invitations waiting for the signed-in student's answer. */
export function useStudentInvitations() {
  const studentId = useSession((state) => state.userModel?.id ?? null);
  return useQuery({
    queryKey: familyKeys.studentInvitations(studentId),
    queryFn: getStudentInvitations,
  });
}
