import {
  ClipboardCheck,
  Flag,
  Gauge,
  Inbox,
  Landmark,
  ScrollText,
  Scale,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { Container } from '@/components/ui/container';

type ConsoleTab = { to: string; key: string; icon: LucideIcon; end?: boolean };

/** The console's sections, in the order of a working day. */
export const consoleTabs: ConsoleTab[] = [
  { to: '/operator', key: 'overview', icon: Gauge, end: true },
  { to: '/operator/applications', key: 'applications', icon: ClipboardCheck },
  { to: '/operator/reports', key: 'reports', icon: Flag },
  { to: '/operator/disputes', key: 'disputes', icon: Scale },
  { to: '/operator/payouts', key: 'payouts', icon: Landmark },
  { to: '/operator/contact', key: 'contact', icon: Inbox },
  { to: '/operator/people', key: 'people', icon: Users },
  { to: '/operator/audit-log', key: 'auditLog', icon: ScrollText },
];

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors ${
    isActive
      ? 'bg-indigo-50 text-indigo-800 dark:bg-slate-800 dark:text-amber-300'
      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
  }`;

/** The console's frame: its sections beside (or, on a phone, above) the one shown. */
export function ConsoleLayout() {
  const { t } = useTranslation('operator');
  return (
    <Container className="py-6 lg:py-10">
      <div className="grid gap-6 lg:grid-cols-[14rem_1fr]">
        <nav aria-label={t('console.nav')} className="lg:sticky lg:top-20 lg:self-start">
          <p className="mb-2 hidden px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase lg:block dark:text-slate-400">
            {t('console.title')}
          </p>
          <ul className="flex gap-1 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible lg:pb-0">
            {consoleTabs.map((tab) => (
              <li key={tab.key}>
                <NavLink to={tab.to} end={tab.end} className={tabClass}>
                  <tab.icon aria-hidden className="size-4" />
                  {t(`console.tabs.${tab.key}` as 'console.tabs.overview')}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </Container>
  );
}
