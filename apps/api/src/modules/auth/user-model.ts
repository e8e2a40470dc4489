import type { UserModel } from '@nibras/contracts/auth';
import { isLanguage } from '@nibras/contracts/i18n/languages';
import type { UserRow } from '../../db/schema/index';
import { avatarUrlOf } from './avatar-url';
import { photoKey } from './profile-photo';

/** The address of a user's own photo: a tutor's is public, anyone else's carries its key. */
function ownAvatarUrl(user: UserRow, secret: string): string | null {
  const url = avatarUrlOf(user);
  if (!url || !user.avatarPath || user.userType === 'Tutor') return url;
  return `${url}?key=${photoKey(secret, user.id, user.avatarPath)}`;
}

/** The signed-in user as the API describes them (login, refresh, their account page). */
export function toUserModel(user: UserRow, secret: string): UserModel {
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    userType: user.userType,
    preferredLanguage: isLanguage(user.preferredLanguage) ? user.preferredLanguage : 'en',
    avatarUrl: ownAvatarUrl(user, secret),
    addressAs: user.addressAs,
  };
}
