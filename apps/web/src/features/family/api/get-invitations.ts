import { parentInvitationSchema } from '@nibras/contracts/family';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { familyKeys } from './query-keys';

export async function getInvitations() {
  const envelope = await apiRequest<unknown>('/api/v1/parent/invitations');
  return parentInvitationSchema.array().parse(envelope.data);
}

/** The parent's invitations still waiting for the student's answer. */
export function useInvitations() {
  const parentId = useSession((state) => state.userModel?.id ?? null);
  return useQuery({ queryKey: familyKeys.invitations(parentId), queryFn: getInvitations });
}
