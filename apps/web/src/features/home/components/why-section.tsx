import { BrainCircuit, GraduationCap, Route, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Container } from '@/components/ui/container';
import { SectionHeading } from './section-heading';

/** The four promises of docs/shared/SPEC.md section 1. */
const features = [
  { key: 'stem', Icon: BrainCircuit },
  { key: 'live', Icon: Video },
  { key: 'teachers', Icon: GraduationCap },
  { key: 'career', Icon: Route },
] as const;

export function WhySection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="why-title" className="py-16 sm:py-24">
      <Container>
        <SectionHeading
          id="why-title"
          eyebrow={t('why.eyebrow')}
          title={t('why.title')}
          lead={t('why.lead')}
        />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ key, Icon }) => (
            <li
              key={key}
              className="group relative flex gap-4 overflow-hidden rounded-3xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md sm:block sm:p-6 dark:border-slate-800 dark:bg-slate-900"
            >
              <div
                aria-hidden
                className="absolute -end-10 -top-10 size-28 rounded-full bg-amber-100 opacity-70 transition-transform group-hover:scale-110 dark:bg-amber-400/10"
              />
              <span className="relative flex size-12 shrink-0 items-center justify-center rounded-2xl bg-indigo-700 text-white shadow-sm dark:bg-amber-400 dark:text-slate-950">
                <Icon className="size-6" aria-hidden />
              </span>
              <div className="relative sm:mt-5">
                <h3 className="text-lg font-bold text-slate-900 dark:text-white">
                  {t(`why.${key}.title`)}
                </h3>
                <p className="mt-2 leading-relaxed text-slate-600 dark:text-slate-300">
                  {t(`why.${key}.body`)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
