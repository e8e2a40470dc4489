import { genderContext } from '@nibras/contracts/address-as';
import type { LessonMode, LessonPlace } from '@nibras/contracts/in-person';
import type { TutorProfile } from '@nibras/contracts/tutors';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '@/lib/money';
import { placesOffered } from '@/features/booking/lesson-places';

const optionClass =
  'flex cursor-pointer flex-col rounded-xl border px-4 py-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600 dark:has-[:focus-visible]:outline-amber-300';
const optionIdle =
  'border-slate-300 hover:border-indigo-600 dark:border-slate-700 dark:hover:border-amber-300';
const optionChosen =
  'border-indigo-700 bg-indigo-50 ring-1 ring-indigo-700 dark:border-amber-300 dark:bg-slate-800 dark:ring-amber-300';

export type ModeChoice = { mode: LessonMode; place: LessonPlace | null };

/**
 * Asked first where the tutor teaches in person too: online, at the family's home (in the
 * tutor's areas), or at the tutor's own place (its area only), each with its price per hour.
 */
export function ModeStep({
  tutor,
  subjectId,
  mode,
  place,
  onChoose,
}: {
  tutor: TutorProfile;
  subjectId: number;
  mode: LessonMode | null;
  place: LessonPlace | null;
  onChoose: (choice: ModeChoice) => void;
}) {
  const { t, i18n } = useTranslation('booking');
  const money = useFormatMoney();
  const context = genderContext(tutor.addressAs);
  const subject = tutor.subjects.find((candidate) => candidate.id === subjectId);
  const perHour = (price: string | undefined) =>
    subject && price ? t('mode.perHour', { price: money(price, subject.currency) }) : '';
  const areaList = new Intl.ListFormat(i18n.resolvedLanguage, { type: 'conjunction' }).format(
    tutor.inPersonAreas.map((area) => area.name),
  );
  const options = [
    {
      key: 'online',
      choice: { mode: 'online', place: null } as ModeChoice,
      label: t('mode.online'),
      hint: perHour(subject?.onlinePrice),
    },
    ...placesOffered(tutor).map((offered) => ({
      key: offered,
      choice: { mode: 'in-person', place: offered } as ModeChoice,
      label:
        offered === 'family-home'
          ? t('mode.atHome')
          : t('mode.atTutorPlace', { context, area: tutor.ownPlaceArea?.name ?? '' }),
      hint: [
        perHour(subject?.offlinePrice),
        offered === 'family-home' ? t('mode.areas', { areas: areaList }) : t('mode.placePrivate'),
      ]
        .filter(Boolean)
        .join(' · '),
    })),
  ];
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-100">
        {t('mode.legend')}
      </legend>
      <div className="mt-2 grid gap-3">
        {options.map((option) => {
          const chosen = option.choice.mode === mode && option.choice.place === (place ?? null);
          return (
            <label
              key={option.key}
              className={`${optionClass} ${chosen ? optionChosen : optionIdle}`}
            >
              <span className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
                <input
                  type="radio"
                  name="lesson-mode"
                  aria-labelledby={`lesson-mode-${option.key}`}
                  aria-describedby={`lesson-mode-${option.key}-hint`}
                  className="size-4 accent-indigo-700 dark:accent-amber-300"
                  checked={chosen}
                  onChange={() => onChoose(option.choice)}
                />
                <span id={`lesson-mode-${option.key}`}>{option.label}</span>
              </span>
              <span
                id={`lesson-mode-${option.key}-hint`}
                className="ms-6 text-sm text-slate-600 dark:text-slate-300"
              >
                {option.hint}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
