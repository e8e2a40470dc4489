import {
  ArrowRight,
  BookA,
  BookOpenText,
  Calculator,
  CodeXml,
  Earth,
  FlaskConical,
  Languages,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { subjectCoursesPath } from '@/lib/catalog/subject-courses-path';
import { SectionHeading } from './section-heading';
import type homeTexts from '@/locales/en/home.json';

/** The core subjects of docs/shared/SPEC.md section 1, each with its own colour and its catalog slug. */
type SubjectTexts = typeof homeTexts.subjects;
/** The subjects the home page describes: the entries with a name and a body. */
type SubjectKey = {
  [K in keyof SubjectTexts]: SubjectTexts[K] extends { name: string } ? K : never;
}[keyof SubjectTexts];

const subjects: {
  key: SubjectKey;
  slug: string;
  Icon: LucideIcon;
  tone: string;
}[] = [
  {
    key: 'arabic',
    slug: 'arabic',
    Icon: BookOpenText,
    tone: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-300',
  },
  {
    key: 'english',
    slug: 'english',
    Icon: BookA,
    tone: 'bg-sky-100 text-sky-800 dark:bg-sky-400/15 dark:text-sky-300',
  },
  {
    key: 'math',
    slug: 'math',
    Icon: Calculator,
    tone: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-400/15 dark:text-indigo-300',
  },
  {
    key: 'science',
    slug: 'science',
    Icon: FlaskConical,
    tone: 'bg-teal-100 text-teal-800 dark:bg-teal-400/15 dark:text-teal-300',
  },
  {
    key: 'socialStudies',
    slug: 'social-studies',
    Icon: Earth,
    tone: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-300',
  },
  {
    key: 'computer',
    slug: 'computer',
    Icon: CodeXml,
    tone: 'bg-violet-100 text-violet-800 dark:bg-violet-400/15 dark:text-violet-300',
  },
  {
    key: 'french',
    slug: 'french',
    Icon: Languages,
    tone: 'bg-rose-100 text-rose-800 dark:bg-rose-400/15 dark:text-rose-300',
  },
];

const cardClass =
  'flex h-full items-start gap-4 rounded-2xl border p-5 transition-colors sm:flex-col sm:gap-0';

export function SubjectsSection() {
  const { t } = useTranslation('home');
  return (
    <section
      aria-labelledby="subjects-title"
      className="bg-slate-50 py-16 sm:py-24 dark:bg-slate-900/60"
    >
      <Container>
        <SectionHeading
          id="subjects-title"
          eyebrow={t('subjects.eyebrow')}
          title={t('subjects.title')}
          lead={t('subjects.lead')}
        />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {subjects.map(({ key, slug, Icon, tone }) => (
            <li key={key}>
              <Link
                to={subjectCoursesPath(slug)}
                className={`${cardClass} border-slate-200 bg-white hover:border-indigo-300 hover:shadow-md dark:border-slate-800 dark:bg-slate-900 dark:hover:border-amber-300/50`}
              >
                <span
                  className={`flex size-12 shrink-0 items-center justify-center rounded-xl ${tone}`}
                >
                  <Icon className="size-6" aria-hidden />
                </span>
                <span className="sm:mt-4">
                  <span className="block text-lg font-bold text-slate-900 dark:text-white">
                    {t(`subjects.${key}.name`)}
                  </span>
                  <span className="mt-1 block text-sm leading-relaxed text-slate-600 dark:text-slate-300">
                    {t(`subjects.${key}.body`)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
          <li>
            <Link
              to="/courses"
              className={`${cardClass} border-indigo-700 bg-indigo-700 text-white hover:bg-indigo-800 dark:border-amber-400 dark:bg-amber-400 dark:text-slate-950 dark:hover:bg-amber-300`}
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-white/15 dark:bg-slate-950/10">
                <ArrowRight className="size-6 rtl:-scale-x-100" aria-hidden />
              </span>
              <span className="sm:mt-4">
                <span className="block text-lg font-bold">{t('subjects.seeAll')}</span>
                <span className="mt-1 block text-sm leading-relaxed opacity-90">
                  {t('subjects.seeAllBody')}
                </span>
              </span>
            </Link>
          </li>
        </ul>
      </Container>
    </section>
  );
}
