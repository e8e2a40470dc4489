import type { TutorProfile } from '@nibras/contracts/tutors';
import { useTranslation } from 'react-i18next';
import { SubjectIcon } from '@/components/ui/subject-icon';
import { useFormatMoney } from '@/lib/money';
import { panelSurface } from '@/components/ui/panel';

/**
 * Each subject with its online and in-person price per hour, side by side; a tutor who does not
 * teach in person has no in-person price to book at, so none is shown.
 */
export function TutorSubjectPrices({
  subjects,
  inPerson,
}: {
  subjects: TutorProfile['subjects'];
  inPerson: boolean;
}) {
  const { t } = useTranslation('tutors');
  const money = useFormatMoney();
  return (
    <section aria-labelledby="subjects-prices" className={`${panelSurface} p-5`}>
      <h2 id="subjects-prices" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('profile.subjects')}
      </h2>
      <table className="mt-3 w-full text-start text-sm">
        <caption className="sr-only">{t('profile.pricesCaption')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600 dark:border-slate-800 dark:text-slate-300">
            <th scope="col" className="py-2 text-start font-medium">
              {t('profile.subject')}
            </th>
            <th scope="col" className="py-2 text-end font-medium">
              {t('profile.online')}
            </th>
            <th scope="col" className="py-2 text-end font-medium">
              {t('profile.offline')}
            </th>
          </tr>
        </thead>
        <tbody>
          {subjects.map((subject) => (
            <tr
              key={subject.id}
              className="border-b border-slate-100 last:border-0 dark:border-slate-800"
            >
              <th
                scope="row"
                className="py-2.5 text-start font-medium text-slate-900 dark:text-white"
              >
                <span className="inline-flex items-center gap-2">
                  <SubjectIcon
                    name={subject.icon}
                    className="size-4 text-indigo-700 dark:text-amber-300"
                  />
                  {subject.name}
                </span>
              </th>
              <td className="py-2.5 text-end text-slate-900 dark:text-white">
                {money(subject.onlinePrice, subject.currency)}
              </td>
              <td className="py-2.5 text-end text-slate-900 dark:text-white">
                {inPerson ? (
                  money(subject.offlinePrice, subject.currency)
                ) : (
                  <span className="text-slate-600 dark:text-slate-300">
                    {t('profile.notInPerson')}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">{t('profile.perHour')}</p>
    </section>
  );
}
