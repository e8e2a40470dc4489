import { Clock3, GraduationCap, ShieldCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { ContactForm, type ContactSent as Sent } from './contact-form';
import { ContactSent } from './contact-sent';
import { panelSurface } from '@/components/ui/panel';

const linkClass =
  'font-semibold text-indigo-800 underline-offset-4 hover:underline dark:text-amber-300';

/** /contact: write to support; the answer comes by email. */
export function ContactPage() {
  const { t } = useTranslation('contact');
  usePageTitle(t('title'));
  const user = useSession((state) => state.userModel);
  const [sent, setSent] = useState<Sent | null>(null);
  // A new key gives a fresh form after "write another message".
  const [attempt, setAttempt] = useState(0);

  return (
    <Container className="py-10 sm:py-14">
      <div className="max-w-2xl">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl dark:text-white">
          {t('title')}
        </h1>
        <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">{t('intro')}</p>
      </div>
      <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <section aria-label={t('form.label')} className={`${panelSurface} p-5 shadow-sm sm:p-8`}>
          {sent ? (
            <ContactSent
              sent={sent}
              onWriteAgain={() => {
                setSent(null);
                setAttempt(attempt + 1);
              }}
            />
          ) : (
            <ContactForm
              key={attempt}
              writer={user ? { name: user.fullName, email: user.email } : null}
              onSent={setSent}
            />
          )}
        </section>
        <aside aria-labelledby="contact-aside" className="space-y-6">
          <h2 id="contact-aside" className="text-lg font-semibold text-slate-900 dark:text-white">
            {t('aside.title')}
          </h2>
          <AsideItem icon={<Clock3 className="size-5" aria-hidden />} title={t('aside.replyTitle')}>
            {t('aside.reply')}
          </AsideItem>
          <AsideItem
            icon={<GraduationCap className="size-5" aria-hidden />}
            title={t('aside.tutorsTitle')}
          >
            {t('aside.tutors')}{' '}
            <Link to="/courses" className={linkClass}>
              {t('aside.tutorsLink')}
            </Link>
          </AsideItem>
          <AsideItem
            icon={<ShieldCheck className="size-5" aria-hidden />}
            title={t('aside.privacyTitle')}
          >
            {t('aside.privacy')}{' '}
            <Link to="/privacy" className={linkClass}>
              {t('aside.privacyLink')}
            </Link>
          </AsideItem>
        </aside>
      </div>
    </Container>
  );
}

function AsideItem({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-xl bg-indigo-100 text-indigo-800 dark:bg-amber-400/15 dark:text-amber-300">
        {icon}
      </span>
      <div>
        <h3 className="font-semibold text-slate-900 dark:text-white">{title}</h3>
        <p className="mt-1 text-sm leading-relaxed text-slate-600 dark:text-slate-300">
          {children}
        </p>
      </div>
    </div>
  );
}
