import { zodResolver } from '@hookform/resolvers/zod';
import { addressInputSchema, type AddressInput } from '@nibras/contracts/in-person';
import type { TutorProfile } from '@nibras/contracts/tutors';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAreas } from '@/lib/areas/get-areas';
import { useSavedAddresses } from '@/lib/family/saved-addresses';
import { tutorGoesTo, type AddressPick } from '@/features/booking/components/address-choice';

/** Why an address cannot be sent yet, as a translation key of the booking texts. */
export type AddressProblem = 'address.required' | 'address.outside';

/**
 * The address of a lesson at the family's home, chosen at the summary: a saved one or a new one
 * typed there. `resolve` checks it as the API will and gives what `POST /bookings` takes.
 */
export function useLessonAddress(tutor: TutorProfile, needed: boolean) {
  const saved = useSavedAddresses(needed);
  const areas = useAreas(needed);
  const [pick, setPick] = useState<AddressPick | null>(null);
  const form = useForm<AddressInput>({
    resolver: zodResolver(addressInputSchema),
    defaultValues: { street: '', building: '', notes: '' },
  });
  const chosen = pick ?? (saved.data?.length === 0 ? 'new' : null);

  const resolve = async (): Promise<
    { address: AddressInput } | { problem: AddressProblem | null }
  > => {
    if (chosen === 'new') {
      if (!(await form.trigger())) return { problem: null };
      const address = addressInputSchema.parse(form.getValues());
      if (!tutorGoesTo(tutor, areas.data, address.areaId)) return { problem: 'address.outside' };
      return { address };
    }
    const savedAddress = saved.data?.find((address) => address.id === chosen);
    if (!savedAddress) return { problem: 'address.required' };
    const { areaId, street, building, notes } = savedAddress;
    return { address: { areaId, street, building, notes } };
  };

  return { saved, cities: areas.data, pick: chosen, setPick, form, resolve };
}
