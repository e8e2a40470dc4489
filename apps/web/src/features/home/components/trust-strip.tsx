import { BadgeCheck, ChartNoAxesColumnIncreasing, Gift, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Container } from '@/components/ui/container';

const points = [
  { key: 'trust.vetted', Icon: BadgeCheck },
  { key: 'trust.freeSession', Icon: Gift },
  { key: 'trust.bilingual', Icon: Languages },
  { key: 'trust.progress', Icon: ChartNoAxesColumnIncreasing },
] as const;

/** What a family can count on, in one line under the hero. */
export function TrustStrip() {
  const { t } = useTranslation('home');
  return (
    <section
      aria-label={t('trust.label')}
      className="border-y border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <Container>
        <ul className="grid grid-cols-1 gap-x-6 gap-y-4 py-6 sm:grid-cols-2 lg:grid-cols-4">
          {points.map(({ key, Icon }) => (
            <li key={key} className="flex items-center gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-indigo-700 dark:bg-slate-800 dark:text-amber-300">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="font-semibold text-slate-800 dark:text-slate-100">{t(key)}</span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
