import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Illustration } from './illustration';
import { InstallApp } from './install-app';

/** The hero's "download the mobile app" link lands here. */
export const appSectionId = 'get-the-app';

/** The last word: book the free lesson, or take the app along. */
export function ClosingSection() {
  const { t } = useTranslation('home');
  return (
    <section
      id={appSectionId}
      aria-labelledby="closing-title"
      className="scroll-mt-20 pb-16 sm:pb-24"
    >
      <Container>
        <div className="relative overflow-hidden rounded-[2rem] bg-linear-to-br from-indigo-800 to-indigo-950 px-6 py-12 text-white sm:px-12 lg:py-4 dark:from-slate-900 dark:to-indigo-950 dark:ring-1 dark:ring-slate-800">
          <div
            aria-hidden
            className="pointer-events-none absolute -bottom-24 -start-24 size-80 rounded-full bg-indigo-500/30 blur-3xl"
          />
          <div className="relative grid items-center gap-10 lg:grid-cols-[1.4fr_1fr]">
            <div>
              <h2
                id="closing-title"
                className="text-3xl leading-tight font-extrabold text-balance sm:text-4xl"
              >
                {t('closing.title')}
              </h2>
              <p className="mt-4 max-w-xl text-lg leading-relaxed text-indigo-100">
                {t('closing.body')}
              </p>
              <ButtonLink to="/book-session?trial=1" size="lg" variant="accent" className="mt-8">
                {t('hero.bookSession')}
                <ArrowRight className="size-5 rtl:-scale-x-100" aria-hidden />
              </ButtonLink>
              <h3 className="mt-10 text-sm font-bold tracking-wide text-amber-300 uppercase">
                {t('closing.appTitle')}
              </h3>
              <div className="mt-3">
                <InstallApp />
              </div>
            </div>
            <Illustration name="phone" className="mx-auto hidden w-64 sm:block lg:w-72" />
          </div>
        </div>
      </Container>
    </section>
  );
}
