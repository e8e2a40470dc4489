import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LampMark } from './brand-logo';
import { SocialIcon, type SocialNetwork } from './social-icons';

const socialLinks: { network: SocialNetwork; label: string; href: string }[] = [
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/' },
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/' },
  { network: 'x', label: 'X', href: 'https://x.com/' },
  { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/' },
];

/** The subjects the footer names (SPEC.md section 1). */
const footerSubjects = ['english', 'math', 'biology', 'science', 'french'] as const;

/** Placeholder columns (SPEC.md section 2): they lead to pages that are still being written. */
const columns = [
  { title: 'footer.product', items: ['footer.howItWorks', 'footer.pricing', 'footer.forTutors'] },
  { title: 'footer.company', items: ['footer.about', 'footer.careers', 'footer.blog'] },
  { title: 'footer.resources', items: ['footer.helpCenter', 'footer.parentsGuide'] },
] as const;

export const footerStartYear = 2018;

const headingClass = 'text-sm font-semibold text-slate-900 dark:text-white';
const linkClass =
  'text-sm text-slate-600 hover:text-indigo-800 dark:text-slate-300 dark:hover:text-amber-300';

export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-6">
        <div className="lg:col-span-2">
          <div className="flex items-center gap-2 text-lg font-bold text-slate-900 dark:text-white">
            <LampMark className="size-8" />
            {t('brand.name')}
          </div>
          <p className="mt-3 max-w-xs text-sm text-slate-600 dark:text-slate-300">
            {t('brand.tagline')}
          </p>
          <h2 className={`mt-6 ${headingClass}`}>{t('footer.follow')}</h2>
          <ul className="mt-3 flex gap-3">
            {socialLinks.map((social) => (
              <li key={social.network}>
                <a
                  href={social.href}
                  aria-label={social.label}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="flex size-10 items-center justify-center rounded-full bg-white text-slate-700 shadow-sm hover:text-indigo-800 dark:bg-slate-800 dark:text-slate-200 dark:hover:text-amber-300"
                >
                  <SocialIcon network={social.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={headingClass}>{t('footer.onlineTutoring')}</h2>
          <ul className="mt-3 space-y-2">
            {footerSubjects.map((subject) => (
              <li key={subject}>
                <Link to="/courses" className={linkClass}>
                  {t(`footer.subjects.${subject}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className={headingClass}>{t(column.title)}</h2>
            <ul className="mt-3 space-y-2">
              {column.items.map((item) => (
                <li key={item}>
                  <Link to="/coming-soon" className={linkClass}>
                    {t(item)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:px-6 dark:text-slate-300">
          <p>{t('footer.copyright', { from: footerStartYear, to: year })}</p>
          <div className="flex gap-4">
            <Link to="/terms" className={linkClass}>
              {t('footer.terms')}
            </Link>
            <Link to="/privacy" className={linkClass}>
              {t('footer.privacy')}
            </Link>
          </div>
        </div>
      </div>
    </footer>
  );
}
