import type { AccountProfile } from '@nibras/contracts/account';
import type { UserModel } from '@nibras/contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { getOwnAccount } from '@/lib/own-account';
import { accountQueryKey } from '@/lib/preferred-language';
import { useSession } from '@/lib/session';

export function useAccount() {
  return useQuery({ queryKey: accountQueryKey, queryFn: getOwnAccount });
}

/** The header's menu and every page read the signed-in user from the session: keep it current. */
export function rememberAccount(account: AccountProfile) {
  const { userModel } = useSession.getState();
  if (!userModel || userModel.id !== account.id) return;
  const next: UserModel = {
    ...userModel,
    fullName: account.fullName,
    email: account.email,
    phoneNumber: account.phoneNumber,
    preferredLanguage: account.preferredLanguage,
    avatarUrl: account.avatarUrl,
    addressAs: account.addressAs,
  };
  useSession.setState({ userModel: next });
}
