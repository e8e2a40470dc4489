import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Container } from '@/components/ui/container';
import { currentLanguage } from '@/lib/i18n';
import { usePageTitle } from '@/lib/page-title';
import { intlLocale } from '@/lib/intl-locale';

/** The day the texts of both documents were last changed; shown under their titles. */
export const legalLastUpdated = '2026-11-27';

export type LegalSection = {
  /** The anchor of the section (/privacy#cookies), the same in both languages. */
  id: string;
  /** A page of the app the section points to, e.g. /profile for deleting an account. */
  link?: { to: string; labelKey: string };
};

type SectionTexts = { title: string; body: string[]; items?: string[] };

const linkClass =
  'font-semibold text-indigo-800 underline underline-offset-4 hover:text-indigo-950 dark:text-amber-300 dark:hover:text-amber-200';

/**
 * A long text people should be able to read: a title, the date of its last change, a table of
 * contents whose links jump to each numbered section, and a measure that suits reading.
 */
export function LegalDocument({
  page,
  sections,
  values,
}: {
  page: 'terms' | 'privacy' | 'payments';
  sections: LegalSection[];
  /** Figures the texts quote ("{{commission}} %"), from the server's configuration. */
  values?: Record<string, number | string>;
}) {
  const { t } = useTranslation('legal');
  usePageTitle(t(`${page}.title`));
  const language = currentLanguage();
  const updated = new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${legalLastUpdated}T00:00:00Z`));
  const { hash } = useLocation();
  // A link from another page (/terms#booking) opens at its section, as a browser would.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  const texts = (id: string) =>
    t(`${page}.sections.${id}`, { returnObjects: true, ...values }) as unknown as SectionTexts;

  return (
    <Container className="py-10 sm:py-14">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl dark:text-white">
          {t(`${page}.title`)}
        </h1>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          {t('lastUpdated')}{' '}
          <time dateTime={legalLastUpdated} className="font-semibold">
            {updated}
          </time>
        </p>
        <p className="mt-5 text-lg leading-relaxed text-slate-700 dark:text-slate-200">
          {t(`${page}.intro`)}
        </p>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="legal-toc" className="lg:sticky lg:top-24 lg:self-start">
          <h2
            id="legal-toc"
            className="text-sm font-bold tracking-wide text-slate-900 uppercase dark:text-white"
          >
            {t('toc')}
          </h2>
          <ol className="mt-3 space-y-1 border-s border-slate-200 text-sm dark:border-slate-700">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ms-px block border-s-2 border-transparent py-1 ps-3 text-slate-700 hover:border-indigo-700 hover:text-indigo-800 dark:text-slate-300 dark:hover:border-amber-300 dark:hover:text-amber-300"
                >
                  {index + 1}. {texts(section.id).title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-prose space-y-10 text-base leading-relaxed text-slate-700 sm:text-lg dark:text-slate-200">
          {sections.map((section, index) => {
            const { title, body, items } = texts(section.id);
            return (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                className="scroll-mt-24"
              >
                <h2
                  id={`${section.id}-title`}
                  className="text-xl font-bold text-slate-900 sm:text-2xl dark:text-white"
                >
                  {index + 1}. {title}
                </h2>
                {body.map((paragraph) => (
                  <p key={paragraph} className="mt-4">
                    {paragraph}
                  </p>
                ))}
                {items && (
                  <ul className="mt-4 list-disc space-y-2 ps-6 marker:text-indigo-700 dark:marker:text-amber-300">
                    {items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
                {section.link && (
                  <p className="mt-4">
                    <Link to={section.link.to} className={linkClass}>
                      {t(section.link.labelKey)}
                    </Link>
                  </p>
                )}
              </section>
            );
          })}
          <p className="border-t border-slate-200 pt-6 dark:border-slate-700">
            {t('questions')}{' '}
            <Link to="/contact" className={linkClass}>
              {t('contactUs')}
            </Link>
          </p>
        </article>
      </div>
    </Container>
  );
}
