import { useTranslation } from 'react-i18next';
import { Container } from '@/components/ui/container';
import { Illustration } from './illustration';
import { SectionHeading } from './section-heading';

const steps = ['book', 'meet', 'grow'] as const;

/** How a family gets from this page to a first class. */
export function StepsSection() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="steps-title" className="py-16 sm:py-24">
      <Container className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading
            id="steps-title"
            align="start"
            eyebrow={t('steps.eyebrow')}
            title={t('steps.title')}
          />
          <ol className="mt-10 space-y-8">
            {steps.map((step, index) => (
              <li key={step} className="relative flex gap-5">
                {index < steps.length - 1 && (
                  <span
                    aria-hidden
                    className="absolute start-6 top-14 -bottom-6 w-0.5 -translate-x-1/2 bg-indigo-200 rtl:translate-x-1/2 dark:bg-slate-700"
                  />
                )}
                <span
                  aria-hidden
                  className="flex size-12 shrink-0 items-center justify-center rounded-full bg-indigo-700 text-lg font-extrabold text-white dark:bg-amber-400 dark:text-slate-950"
                >
                  {index + 1}
                </span>
                <div className="pt-1.5">
                  <h3 className="text-lg font-bold text-slate-900 dark:text-white">
                    {t(`steps.${step}.title`)}
                  </h3>
                  <p className="mt-1 leading-relaxed text-slate-600 dark:text-slate-300">
                    {t(`steps.${step}.body`)}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        {/* In Arabic the road runs the way the page reads (illustrations.svg). */}
        <Illustration name="growth-path" className="w-full rounded-[2rem] rtl:-scale-x-100" />
      </Container>
    </section>
  );
}
