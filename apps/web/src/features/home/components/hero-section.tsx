import { ArrowRight, Smartphone, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Illustration } from './illustration';
import { appSectionId } from './closing-section';

/**
 * A text with one `<hl>…</hl>` part drawn by `highlight`: for one span, react-i18next's Trans
 * would add 4 kB to the home page's first load (issue 35).
 */
function withHighlight(text: string, highlight: (words: string) => ReactNode) {
  const [before = '', words = '', after = ''] = text.split(/<\/?hl>/);
  return (
    <>
      {before}
      {highlight(words)}
      {after}
    </>
  );
}

/** The first screen: an invitation to start the child's learning journey (docs/shared/SPEC.md section 1). */
export function HeroSection() {
  const { t } = useTranslation('home');
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-linear-to-b from-indigo-50 via-white to-white dark:from-slate-900 dark:via-slate-950 dark:to-slate-950"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -top-40 -end-40 size-[32rem] rounded-full bg-amber-200/40 blur-3xl dark:bg-indigo-500/15"
      />
      <Container className="relative grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.05fr_1fr] lg:gap-16 lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-4 py-1.5 text-sm font-semibold text-amber-900 dark:bg-amber-400/10 dark:text-amber-200">
            <Sparkles className="size-4" aria-hidden />
            {t('hero.eyebrow')}
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl leading-tight font-extrabold text-balance text-slate-900 sm:text-5xl lg:text-6xl ltr:tracking-tight rtl:leading-snug dark:text-white"
          >
            {withHighlight(t('hero.title'), (words) => (
              <span className="text-indigo-700 dark:text-amber-300">{words}</span>
            ))}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-pretty text-slate-600 dark:text-slate-300">
            {t('hero.lead')}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/book-session?trial=1" size="lg">
              {t('hero.bookSession')}
              <ArrowRight className="size-5 rtl:-scale-x-100" aria-hidden />
            </ButtonLink>
            <ButtonLink to="/courses" size="lg" variant="secondary">
              {t('hero.exploreCourses')}
            </ButtonLink>
          </div>
          <a
            href={`#${appSectionId}`}
            className="mt-6 inline-flex items-center gap-2 rounded-md font-semibold text-indigo-800 underline-offset-4 hover:underline dark:text-amber-300"
          >
            <Smartphone className="size-5" aria-hidden />
            {t('hero.downloadApp')}
          </a>
        </div>
        <Illustration name="hero" className="mx-auto w-full max-w-md sm:max-w-lg lg:max-w-none" />
      </Container>
    </section>
  );
}
