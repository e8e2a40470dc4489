import { genderContext } from '@nibras/contracts/address-as';
import type { TutorProfile } from '@nibras/contracts/tutors';
import { Home, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { panelSurface } from '@/components/ui/panel';

type Places = Pick<TutorProfile, 'inPersonAreas' | 'ownPlaceArea' | 'addressAs'>;

/** Whether a profile offers lessons in person at all. */
export const teachesInPerson = (profile: Places) =>
  profile.inPersonAreas.length > 0 || profile.ownPlaceArea !== null;

const chipClass =
  'rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-medium text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200';

/**
 * Where the tutor teaches in person: the areas they go to and the area of their own place (its
 * street stays private). The travel time is the tutor's business, not the family's.
 */
export function InPersonPlaces({ profile }: { profile: Places }) {
  const { t } = useTranslation('tutors');
  const context = genderContext(profile.addressAs);
  if (!teachesInPerson(profile)) return null;
  return (
    <section aria-labelledby="in-person" className={`${panelSurface} p-5`}>
      <h2 id="in-person" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('profile.inPerson.title')}
      </h2>
      {profile.inPersonAreas.length > 0 && (
        <div className="mt-3">
          <h3
            id="in-person-homes"
            className="flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300"
          >
            <Home aria-hidden="true" className="size-4" />
            {t('profile.inPerson.atHomes', { context })}
          </h3>
          <ul aria-labelledby="in-person-homes" className="mt-1.5 flex flex-wrap gap-2">
            {profile.inPersonAreas.map((area) => (
              <li key={area.id} className={chipClass}>
                {area.name}
              </li>
            ))}
          </ul>
        </div>
      )}
      {profile.ownPlaceArea && (
        <p className="mt-3 flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-200">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {t('profile.inPerson.ownPlace', { context, area: profile.ownPlaceArea.name })}
        </p>
      )}
    </section>
  );
}
