import { genderContext } from '@nibras/contracts/address-as';
import type { AddressInput, CityArea } from '@nibras/contracts/in-person';
import type { TutorProfile } from '@nibras/contracts/tutors';
import { FormProvider, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '@/components/form/address-fields';
import { locateArea } from '@/lib/areas/get-areas';
import type { useSavedAddresses } from '@/lib/family/saved-addresses';
import { LoadFailed, Loading } from './load-state';
import { mutedClass } from './styles';

/** A saved address's id, or a new one typed here. */
export type AddressPick = string | 'new';

/**
 * Whether the tutor goes to an area: it is one of their areas, or in a city they cover whole.
 * Unknown while the catalog loads: the API has the last word anyway.
 */
export function tutorGoesTo(
  tutor: Pick<TutorProfile, 'inPersonAreas'>,
  cities: CityArea[] | undefined,
  areaId: number | null | undefined,
) {
  if (areaId == null) return false;
  const ids = tutor.inPersonAreas.map((area) => area.id);
  if (ids.includes(areaId)) return true;
  const place = locateArea(cities, areaId);
  return place ? ids.includes(place.city.id) : cities === undefined;
}

/**
 * At the family's home: one of the family's saved addresses (those in the tutor's areas), or a
 * new one, which the API keeps for next time.
 */
export function AddressChoice({
  tutor,
  saved,
  cities,
  pick,
  onPick,
  form,
}: {
  tutor: TutorProfile;
  saved: ReturnType<typeof useSavedAddresses>;
  cities: CityArea[] | undefined;
  pick: AddressPick | null;
  onPick: (pick: AddressPick) => void;
  form: UseFormReturn<AddressInput>;
}) {
  const { t, i18n } = useTranslation('booking');
  const context = genderContext(tutor.addressAs);
  const separator = i18n.resolvedLanguage === 'ar' ? '، ' : ', ';
  if (saved.isPending) return <Loading label={t('address.loading')} />;
  if (saved.isError)
    return <LoadFailed message={t('address.failed')} onRetry={() => void saved.refetch()} />;
  const chosen = pick ?? (saved.data.length === 0 ? 'new' : null);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-100">
        {t('address.legend')}
      </legend>
      <p className={mutedClass}>{t('address.private', { context })}</p>
      {saved.data.map((address) => {
        const covered = tutorGoesTo(tutor, cities, address.areaId);
        return (
          <label
            key={address.id}
            className={`flex items-start gap-3 rounded-xl border border-slate-300 px-4 py-3 dark:border-slate-700 ${covered ? 'cursor-pointer' : 'cursor-not-allowed opacity-70'}`}
          >
            <input
              type="radio"
              name="lesson-address"
              className="mt-1 size-4 accent-indigo-700 dark:accent-amber-300"
              checked={chosen === address.id}
              disabled={!covered}
              aria-describedby={covered ? undefined : `outside-${address.id}`}
              onChange={() => onPick(address.id)}
            />
            <span className="flex flex-col">
              <bdi className="text-slate-900 dark:text-white">
                {[address.street, address.building, address.areaName, address.cityName].join(
                  separator,
                )}
              </bdi>
              {!covered && (
                <span id={`outside-${address.id}`} className={mutedClass}>
                  {t('address.outside', { context })}
                </span>
              )}
            </span>
          </label>
        );
      })}
      {saved.data.length > 0 && (
        <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-300 px-4 py-3 dark:border-slate-700">
          <input
            type="radio"
            name="lesson-address"
            className="size-4 accent-indigo-700 dark:accent-amber-300"
            checked={chosen === 'new'}
            onChange={() => onPick('new')}
          />
          <span className="text-slate-900 dark:text-white">{t('address.new')}</span>
        </label>
      )}
      {chosen === 'new' && (
        <FormProvider {...form}>
          <div className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
            <AddressFields />
          </div>
        </FormProvider>
      )}
    </fieldset>
  );
}
