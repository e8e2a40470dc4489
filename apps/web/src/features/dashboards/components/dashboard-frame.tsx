import { genderContext } from '@nibras/contracts/address-as';
import type { UserModel } from '@nibras/contracts/auth';
import { ArrowRight, CalendarPlus, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { useLanguageName } from '@/lib/language-options';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { panelSurface } from '@/components/ui/panel';

export type NextStep = {
  icon: LucideIcon;
  title: string;
  body: string;
  to: string;
  action: string;
};

function greetingKey(hour: number) {
  if (hour < 12) return 'greeting.morning';
  if (hour < 18) return 'greeting.afternoon';
  return 'greeting.evening';
}

function Facts({ user }: { user: UserModel }) {
  const { t } = useTranslation('dashboard');
  const languageName = useLanguageName();
  const facts = [
    {
      term: t('facts.accountType'),
      value: t(`roles.${user.userType}`, { context: genderContext(user.addressAs) }),
    },
    { term: t('facts.email'), value: user.email, ltr: true },
    { term: t('facts.phone'), value: user.phoneNumber, ltr: true },
    { term: t('facts.language'), value: languageName(user.preferredLanguage) },
  ];
  return (
    <section aria-labelledby="account-facts" className={`${panelSurface} p-6`}>
      <h2 id="account-facts" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('facts.title')}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        {facts.map((fact) => (
          <div key={fact.term}>
            <dt className="text-sm text-slate-600 dark:text-slate-300">{fact.term}</dt>
            <dd
              dir={fact.ltr ? 'ltr' : undefined}
              className="mt-0.5 font-medium break-words text-slate-900 rtl:text-end dark:text-white"
            >
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * A role's dashboard: a greeting by name, the agenda of upcoming bookings, what comes next, the
 * account's facts and the past bookings. The bookings come from the booking feature, composed
 * by the route (features do not import each other).
 */
export function DashboardFrame({
  title,
  intro,
  nextSteps,
  agenda,
  past,
  family,
  main,
  messages,
  bookAction,
}: {
  title: string;
  intro: string;
  nextSteps: NextStep[];
  /** Left out where `family` shows the bookings instead (a parent's per-child view). */
  agenda?: ReactNode;
  past?: ReactNode;
  /** The family feature's part of a parent's or a child's dashboard, right under the greeting. */
  family?: ReactNode;
  /** A role's own sections under the greeting (a tutor's day: requests, bookings, earnings). */
  main?: ReactNode;
  /** The messaging feature's card: unread messages and the way to them. */
  messages?: ReactNode;
  /** The label of a "Book a session" button, for the roles that book. */
  bookAction?: string;
}) {
  const { t } = useTranslation('dashboard');
  usePageTitle(title);
  const user = useSession((state) => state.userModel);
  if (!user) return null;
  const firstName = user.fullName.split(/\s+/)[0] ?? user.fullName;
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-indigo-800 uppercase dark:text-amber-300">
            {title}
          </p>
          <h1 className="mt-1 text-3xl font-bold text-slate-900 dark:text-white">
            {t(greetingKey(new Date().getHours()), { name: firstName })}
          </h1>
          <p className="mt-2 max-w-2xl text-slate-700 dark:text-slate-200">{intro}</p>
        </div>
        {bookAction && (
          <ButtonLink to="/book-session" size="lg">
            <CalendarPlus className="size-5" aria-hidden />
            {bookAction}
          </ButtonLink>
        )}
      </header>
      {family}
      {main}
      {messages}
      {agenda !== undefined && (
        <section aria-labelledby="agenda" className={`${panelSurface} p-6`}>
          <h2 id="agenda" className="text-lg font-semibold text-slate-900 dark:text-white">
            {t('agenda.title')}
          </h2>
          <div className="mt-4">{agenda}</div>
        </section>
      )}
      <section aria-labelledby="next-steps">
        <h2 id="next-steps" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('next.title')}
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {nextSteps.map((step) => (
            <li key={step.to} className={`${panelSurface} flex flex-col p-6`}>
              <step.icon className="size-7 text-indigo-700 dark:text-amber-300" aria-hidden />
              <h3 className="mt-3 font-semibold text-slate-900 dark:text-white">{step.title}</h3>
              <p className="mt-1 flex-1 text-sm text-slate-700 dark:text-slate-200">{step.body}</p>
              <Link
                to={step.to}
                className="mt-4 inline-flex items-center gap-1 self-start font-semibold text-indigo-800 underline-offset-4 hover:underline dark:text-amber-300"
              >
                {step.action}
                <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <div className="grid gap-4 md:grid-cols-2">
        {past}
        <Facts user={user} />
      </div>
    </div>
  );
}
