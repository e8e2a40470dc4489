import type { OperatorApplication, TutorDocument } from '@nibras/contracts/tutor-applications';
import { Download } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { FormAlert } from '@/components/form/form-alert';
import { LoadFailure, LoadingLine } from '@/components/form/load-failure';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { useCountFormat } from '@/lib/count-format';
import { useErrorText } from '@/lib/error-text';
import { useConsoleTime, WrittenField } from '@/features/operator/components/console-controls';
import {
  useDecideApplication,
  useDownloadDocument,
  useOperatorApplication,
} from '@/features/operator/applications/api/applications';
import { intlLocale } from '@/lib/intl-locale';

const headingClass = 'text-base font-semibold text-slate-900 dark:text-white';
const textClass = 'text-slate-800 dark:text-slate-100';

/** A term and its value; the value keeps the writer's direction. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">{term}</dt>
      <dd dir="auto" className={`mt-0.5 whitespace-pre-line ${textClass}`}>
        {children}
      </dd>
    </div>
  );
}

function Documents({ application }: { application: OperatorApplication }) {
  const { t, i18n } = useTranslation('operator');
  const time = useConsoleTime();
  const errorText = useErrorText();
  const download = useDownloadDocument(application.tutorId);
  const kilobytes = new Intl.NumberFormat(intlLocale(i18n.language), {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  });
  if (application.documents.length === 0) {
    return <p className={`text-sm ${textClass}`}>{t('applications.noDocuments')}</p>;
  }
  return (
    <>
      <ul className="mt-1 flex flex-col gap-2">
        {application.documents.map((document: TutorDocument) => (
          <li
            key={document.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 p-3 dark:border-slate-700"
          >
            <div className="min-w-0 text-sm">
              <span className={`block font-medium ${textClass}`}>
                {t(`applications.documentKinds.${document.kind}`)}
              </span>
              <span dir="auto" className="block break-all text-slate-600 dark:text-slate-300">
                {document.originalName}
              </span>
              <span className="block text-xs text-slate-600 dark:text-slate-300">
                {kilobytes.format(Math.max(1, Math.round(document.byteSize / 1024)))} ·{' '}
                {time(document.uploadedAt)}
              </span>
            </div>
            <Button
              variant="secondary"
              onClick={() => download.mutate(document)}
              disabled={download.isPending}
            >
              <Download aria-hidden className="size-4" />
              {t('applications.download')}
              <span className="sr-only"> {document.originalName}</span>
            </Button>
          </li>
        ))}
      </ul>
      {download.isError && <FormAlert tone="error">{errorText(download.error)}</FormAlert>}
    </>
  );
}

/** Approve, or reject with the reason the tutor reads before fixing and sending it again. */
function DecisionForm({ application }: { application: OperatorApplication }) {
  const { t } = useTranslation('operator');
  const errorText = useErrorText();
  const decide = useDecideApplication(application.tutorId);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const done = ({ message }: { message: string | null }) => {
    if (message) toast.success(message);
    setRejecting(false);
    setReason('');
  };
  const reject = (event: FormEvent) => {
    event.preventDefault();
    decide.mutate({ kind: 'reject', reason }, { onSuccess: done });
  };
  return (
    <div className="flex flex-col gap-4">
      {rejecting ? (
        <form onSubmit={reject} className="flex flex-col gap-4">
          <WrittenField
            label={t('applications.reason')}
            multiline
            required
            maxLength={1000}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => setRejecting(false)}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" disabled={decide.isPending || reason.trim() === ''}>
              {t('applications.reject')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={() => decide.mutate({ kind: 'approve' }, { onSuccess: done })}
            disabled={decide.isPending}
          >
            {t('applications.approve')}
          </Button>
          <Button variant="secondary" onClick={() => setRejecting(true)}>
            {t('applications.reject')}
          </Button>
        </div>
      )}
      {decide.isError && <FormAlert tone="error">{errorText(decide.error)}</FormAlert>}
    </div>
  );
}

/** Everything a reviewer weighs: who the tutor is, what they answered, their papers, the past. */
export function ApplicationDetail({ tutorId }: { tutorId: string }) {
  const { t, i18n } = useTranslation('operator');
  const time = useConsoleTime();
  const counted = useCountFormat();
  const application = useOperatorApplication(tutorId);
  if (application.isPending) return <LoadingLine label={t('applications.loading')} />;
  if (application.isError) {
    return (
      <LoadFailure message={t('applications.loading')} onRetry={() => void application.refetch()} />
    );
  }
  const data = application.data;
  const { profile } = data;
  const languageNames = new Intl.DisplayNames([i18n.language], { type: 'language' });
  const languages = profile.languagesSpoken
    .map((code) => languageNames.of(code) ?? code)
    .join(i18n.language === 'ar' ? '، ' : ', ');
  return (
    <div className="mt-4 flex flex-col gap-5">
      <section aria-labelledby="application-profile" className="flex flex-wrap gap-4">
        <Avatar name={profile.fullName} url={profile.avatarUrl} size="size-20" />
        <div className="min-w-0 flex-1">
          <h3 id="application-profile" className={headingClass}>
            {t('applications.profile')}
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {profile.avatarUrl ? t('applications.photo') : t('applications.noPhoto')}
          </p>
          <dl className="mt-2 grid gap-3 sm:grid-cols-2">
            <Fact term={t('applications.headline')}>{profile.headline || '—'}</Fact>
            <Fact term={t('applications.yearsOfExperience')}>
              {profile.yearsOfExperience === null ? '—' : counted(profile.yearsOfExperience).n}
            </Fact>
            <Fact term={t('applications.languages')}>{languages || '—'}</Fact>
            <Fact term={t('applications.signedUp')}>{time(profile.signedUpAt)}</Fact>
            <Fact term={t('applications.education')}>{profile.educationalBackground || '—'}</Fact>
            <Fact term={t('applications.bio')}>{profile.bio || '—'}</Fact>
          </dl>
        </div>
      </section>
      <section>
        <h3 className={headingClass}>{t('applications.answers')}</h3>
        <dl className="mt-2 flex flex-col gap-3">
          <Fact term={t('applications.subjects')}>{data.answers.subjects || '—'}</Fact>
          <Fact term={t('applications.qualifications')}>{data.answers.qualifications || '—'}</Fact>
          <Fact term={t('applications.experience')}>{data.answers.experience || '—'}</Fact>
        </dl>
      </section>
      <section>
        <h3 className={headingClass}>{t('applications.documents')}</h3>
        <Documents application={data} />
      </section>
      <section>
        <h3 className={headingClass}>{t('applications.history')}</h3>
        {data.history.length === 0 ? (
          <p className={`text-sm ${textClass}`}>{t('applications.noHistory')}</p>
        ) : (
          <ol className={`mt-1 text-sm ${textClass}`}>
            {data.history.map((event) => (
              <li key={`${event.at}-${event.status}`}>
                {time(event.at)} · {t(`applications.statuses.${event.status}`)}
                {event.actorName && (
                  <>
                    {' '}
                    · <span dir="auto">{t('applications.by', { name: event.actorName })}</span>
                  </>
                )}
                {event.reason && (
                  <span dir="auto" className="block text-slate-600 dark:text-slate-300">
                    {event.reason}
                  </span>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section>
        <h3 className={headingClass}>{t('applications.decide')}</h3>
        <div className="mt-2">
          {data.status === 'submitted' ? (
            <DecisionForm application={data} />
          ) : (
            <div className="rounded-xl bg-slate-50 p-4 text-slate-800 dark:bg-slate-800 dark:text-slate-100">
              <p className="font-semibold">{t(`applications.statuses.${data.status}`)}</p>
              <p className="mt-1 text-sm">
                {data.status === 'draft'
                  ? t('applications.notSubmitted')
                  : t('applications.decided', {
                      when: data.decidedAt ? time(data.decidedAt) : '—',
                    })}
              </p>
              {data.rejectionReason && (
                <p dir="auto" className="mt-2 whitespace-pre-line">
                  {data.rejectionReason}
                </p>
              )}
            </div>
          )}
        </div>
      </section>
    </div>
  );
}
