import {
  tutorApplicationLimits,
  type OwnTutorApplication,
  type TutorDocumentKind,
} from '@nibras/contracts/tutor-applications';
import { ArrowLeft, FileText, Trash2, Upload } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { LoadFailure, LoadingLine } from '@/components/form/load-failure';
import { TextareaField } from '@/components/form/textarea-field';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { panelSurface } from '@/components/ui/panel';
import { PhotoUploadButton } from '@/components/ui/photo-upload-button';
import { textLinkClass } from '@/components/ui/text-link';
import { useErrorText } from '@/lib/error-text';
import { usePageTitle } from '@/lib/page-title';
import {
  useRemoveDocument,
  useSaveAnswers,
  useSubmitApplication,
  useTutorApplication,
  useUploadApplicationPhoto,
  useUploadDocument,
} from '@/features/tutor-application/api/tutor-application';

const panel = `${panelSurface} p-5`;
const heading = 'text-lg font-semibold text-slate-900 dark:text-white';
const muted = 'text-sm text-slate-600 dark:text-slate-300';
const documentAccept = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

/**
 * /dashboard/tutor/application: what a new tutor sends before being listed (decision 0026): a
 * photo, three answers, an identity document and qualification certificates; then the review's
 * outcome, with the reason of a rejection and the way to send it again.
 */
export function ApplicationPage() {
  const { t } = useTranslation('tutor-application');
  usePageTitle(t('title'));
  const application = useTutorApplication();
  return (
    <Container className="py-10">
      <Link
        to="/dashboard/tutor"
        className={`${textLinkClass} inline-flex items-center gap-1 text-sm`}
      >
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {t('back')}
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-slate-900 dark:text-white">{t('title')}</h1>
      <p className={`mt-2 ${muted}`}>{t('intro')}</p>
      {application.isPending && <LoadingLine label={t('loading')} />}
      {application.isError && (
        <LoadFailure message={t('loadFailed')} onRetry={() => void application.refetch()} />
      )}
      {application.data && <ApplicationForm application={application.data} />}
    </Container>
  );
}

function StatusBanner({ application }: { application: OwnTutorApplication }) {
  const { t } = useTranslation('tutor-application');
  const tone = {
    draft: 'border-slate-300 bg-slate-50 dark:border-slate-600 dark:bg-slate-800',
    submitted: 'border-indigo-300 bg-indigo-50 dark:border-indigo-500 dark:bg-indigo-950',
    approved: 'border-emerald-300 bg-emerald-50 dark:border-emerald-500 dark:bg-emerald-950',
    rejected: 'border-red-300 bg-red-50 dark:border-red-500 dark:bg-red-950',
  }[application.status];
  return (
    <section
      aria-labelledby="application-status"
      role="status"
      className={`mt-6 rounded-xl border p-4 text-slate-900 dark:text-white ${tone}`}
    >
      <h2 id="application-status" className="font-semibold">
        {t(`status.${application.status}.title`)}
      </h2>
      <p className="mt-1 text-sm">{t(`status.${application.status}.body`)}</p>
      {application.status === 'rejected' && application.rejectionReason && (
        <p className="mt-2 text-sm">
          <span className="font-semibold">{t('status.reason')} </span>
          <bdi dir="auto">{application.rejectionReason}</bdi>
        </p>
      )}
    </section>
  );
}

function ApplicationForm({ application }: { application: OwnTutorApplication }) {
  const { t } = useTranslation('tutor-application');
  const errorText = useErrorText();
  const [answers, setAnswers] = useState(application.answers);
  const save = useSaveAnswers();
  const submit = useSubmitApplication();
  const photo = useUploadApplicationPhoto();
  const editable = application.editable;
  const max = tutorApplicationLimits.answerMaxLength;

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(answers, {
      onSuccess: () => toast.success(t('answers.saved')),
      onError: (error) => toast.error(t('answers.failed'), { description: errorText(error) }),
    });
  };

  return (
    <>
      <StatusBanner application={application} />
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="application-photo" className={panel}>
          <h2 id="application-photo" className={heading}>
            {t('photo.title')}
          </h2>
          <p className={`mt-1 ${muted}`}>
            {application.hasPhoto ? t('photo.present') : t('photo.missing')}
          </p>
          <div className="mt-3">
            <PhotoUploadButton
              id="application-photo-file"
              label={application.hasPhoto ? t('photo.change') : t('photo.add')}
              pendingLabel={t('uploading')}
              pending={photo.isPending}
              onChoose={(file) =>
                photo.mutate(file, {
                  onError: (error) =>
                    toast.error(t('photo.failed'), { description: errorText(error) }),
                })
              }
            />
          </div>
        </section>
        <section aria-labelledby="application-documents" className={panel}>
          <h2 id="application-documents" className={heading}>
            {t('documents.title')}
          </h2>
          <p className={`mt-1 ${muted}`}>{t('documents.hint')}</p>
          <DocumentGroup application={application} kind="identity" />
          <DocumentGroup application={application} kind="qualification" />
        </section>
      </div>
      <form onSubmit={onSave} className={`${panel} mt-6 flex flex-col gap-4`}>
        <h2 className={heading}>{t('answers.title')}</h2>
        {(['subjects', 'qualifications', 'experience'] as const).map((name) => (
          <TextareaField
            key={name}
            name={name}
            label={t(`answers.${name}`)}
            value={answers[name]}
            maxLength={max}
            length={answers[name].length}
            disabled={!editable}
            onChange={(event) => setAnswers({ ...answers, [name]: event.target.value })}
          />
        ))}
        {editable && (
          <div>
            <Button type="submit" variant="secondary" disabled={save.isPending}>
              {save.isPending ? t('answers.saving') : t('answers.save')}
            </Button>
          </div>
        )}
      </form>
      {editable && (
        <section aria-labelledby="application-submit" className={`${panel} mt-6`}>
          <h2 id="application-submit" className={heading}>
            {t('submit.title')}
          </h2>
          {application.missing.length > 0 ? (
            <>
              <p className={`mt-1 ${muted}`}>{t('submit.missingIntro')}</p>
              <ul className="mt-2 list-disc ps-6 text-sm text-slate-800 dark:text-slate-100">
                {application.missing.map((gap) => (
                  <li key={gap}>{t(`missing.${gap}`)}</li>
                ))}
              </ul>
            </>
          ) : (
            <p className={`mt-1 ${muted}`}>{t('submit.ready')}</p>
          )}
          <Button
            className="mt-4"
            disabled={submit.isPending || application.missing.length > 0}
            onClick={() =>
              submit.mutate(undefined, {
                onSuccess: () => toast.success(t('submit.sent')),
                onError: (error) =>
                  toast.error(t('submit.failed'), { description: errorText(error) }),
              })
            }
          >
            {submit.isPending ? t('submit.sending') : t('submit.action')}
          </Button>
        </section>
      )}
    </>
  );
}

function DocumentGroup({
  application,
  kind,
}: {
  application: OwnTutorApplication;
  kind: TutorDocumentKind;
}) {
  const { t } = useTranslation('tutor-application');
  const errorText = useErrorText();
  const upload = useUploadDocument();
  const remove = useRemoveDocument();
  const documents = application.documents.filter((document) => document.kind === kind);
  const inputId = `document-${kind}`;
  return (
    <div className="mt-4">
      <h3 className="font-medium text-slate-900 dark:text-white">{t(`documents.${kind}`)}</h3>
      {documents.length === 0 ? (
        <p className={muted}>{t('documents.none')}</p>
      ) : (
        <ul className="mt-1 flex flex-col gap-1">
          {documents.map((document) => (
            <li
              key={document.id}
              className="flex items-center gap-2 text-sm text-slate-800 dark:text-slate-100"
            >
              <FileText aria-hidden className="size-4 shrink-0" />
              <bdi className="min-w-0 flex-1 truncate" dir="auto">
                {document.originalName}
              </bdi>
              {application.editable && (
                <Button
                  variant="secondary"
                  disabled={remove.isPending}
                  aria-label={t('documents.remove', { name: document.originalName })}
                  onClick={() =>
                    remove.mutate(document.id, {
                      onError: (error) =>
                        toast.error(t('documents.removeFailed'), { description: errorText(error) }),
                    })
                  }
                >
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {application.editable && (
        <label
          htmlFor={inputId}
          className="mt-2 inline-flex cursor-pointer items-center gap-2 rounded-full border border-indigo-700 px-4 py-2 text-sm font-semibold text-indigo-800 hover:bg-indigo-50 has-focus-visible:outline-2 has-focus-visible:outline-indigo-600 dark:border-amber-300 dark:text-amber-200 dark:hover:bg-slate-800 dark:has-focus-visible:outline-amber-300"
        >
          <Upload aria-hidden className="size-4" />
          {upload.isPending ? t('uploading') : t(`documents.add.${kind}`)}
          <input
            id={inputId}
            type="file"
            accept={documentAccept}
            className="sr-only"
            disabled={upload.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              if (file.size > tutorApplicationLimits.documentMaxBytes) {
                toast.error(t('documents.tooLarge'));
                return;
              }
              upload.mutate(
                { kind, file },
                {
                  onSuccess: () => toast.success(t('documents.uploaded')),
                  onError: (error) =>
                    toast.error(t('documents.failed'), { description: errorText(error) }),
                },
              );
            }}
          />
        </label>
      )}
    </div>
  );
}
