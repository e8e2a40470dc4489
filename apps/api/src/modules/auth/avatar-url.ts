import type { UserRow } from '../../db/schema/index';

/** The public address of a tutor's photo. */
export function avatarUrlOf(user: Pick<UserRow, 'id' | 'avatarPath'>): string | null {
  return user.avatarPath ? `/api/v1/users/${user.id}/avatar` : null;
}
