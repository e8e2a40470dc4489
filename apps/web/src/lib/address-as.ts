import { genderContext, type AddressAs } from '@nibras/contracts/address-as';
import { useSession } from './session';

/**
 * The i18next context of texts about the signed-in person (their role, their board): the form
 * they asked for on /profile, or none, and the neutral text.
 */
export function useOwnGenderContext(): AddressAs | undefined {
  return useSession((state) => genderContext(state.userModel?.addressAs));
}
