import { genderContext } from '@nibras/contracts/address-as';
import type { TutorProfile } from '@nibras/contracts/tutors';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { SubjectIcon } from '@/components/ui/subject-icon';
import { useSubjects } from '@/lib/catalog/get-subjects';
import { useFormatMoney } from '@/lib/money';
import { LoadFailed, Loading } from './load-state';
import { optionClass } from './styles';

type Option = { id: number; name: string; icon: string; detail?: string };

function SubjectOptions({
  options,
  chosen,
  onChoose,
}: {
  options: Option[];
  chosen: number | null;
  onChoose: (id: number) => void;
}) {
  return (
    <ul className="mt-4 grid grid-cols-2 gap-3 xl:grid-cols-3">
      {options.map((option) => (
        <li key={option.id}>
          <button
            type="button"
            aria-pressed={option.id === chosen}
            className={optionClass}
            onClick={() => onChoose(option.id)}
          >
            <SubjectIcon
              name={option.icon}
              className="size-6 shrink-0 text-indigo-700 dark:text-amber-300"
            />
            {/* The price goes under the name, so two columns fit a phone in either language. */}
            <span className="flex min-w-0 flex-1 flex-col">
              <span>{option.name}</span>
              {option.detail && (
                <span className="text-sm font-normal text-slate-600 dark:text-slate-300">
                  {option.detail}
                </span>
              )}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Every subject of the catalog, when no tutor is chosen yet. */
function CatalogSubjects(props: { chosen: number | null; onChoose: (id: number) => void }) {
  const { t } = useTranslation('booking');
  const subjects = useSubjects();
  if (subjects.isPending) return <Loading label={t('subject.loading')} />;
  if (subjects.isError) {
    return <LoadFailed message={t('subject.failed')} onRetry={() => void subjects.refetch()} />;
  }
  return <SubjectOptions options={subjects.data} {...props} />;
}

/** Step one: the subject, from the catalog or, for a chosen tutor, from what they teach. */
export function SubjectStep({
  tutor,
  chosen,
  onChoose,
}: {
  tutor: TutorProfile | null;
  chosen: number | null;
  onChoose: (id: number) => void;
}) {
  const { t } = useTranslation('booking');
  const money = useFormatMoney();
  if (!tutor) return <CatalogSubjects chosen={chosen} onChoose={onChoose} />;
  const notTaught = chosen !== null && !tutor.subjects.some((subject) => subject.id === chosen);
  return (
    <>
      <p className="mt-1 text-slate-700 dark:text-slate-200">
        {t('subject.fromTutor', {
          name: tutor.fullName,
          context: genderContext(tutor.addressAs),
        })}
      </p>
      {notTaught && (
        <div className="mt-4">
          <FormAlert tone="error">{t('subject.notTaught')}</FormAlert>
        </div>
      )}
      {tutor.subjects.length === 0 ? (
        <p className="mt-4 text-slate-700 dark:text-slate-200">{t('subject.none')}</p>
      ) : (
        <SubjectOptions
          options={tutor.subjects.map((subject) => ({
            ...subject,
            detail: t('tutor.priceFrom', { price: money(subject.onlinePrice, subject.currency) }),
          }))}
          chosen={chosen}
          onChoose={onChoose}
        />
      )}
    </>
  );
}
