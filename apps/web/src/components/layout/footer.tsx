import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { subjectCoursesPath } from '@/lib/catalog/subject-courses-path';
import { Container } from '@/components/ui/container';
import { LampMark } from './brand-logo';
import { SocialIcon, type SocialNetwork } from './social-icons';

// Placeholders until the real accounts exist (docs/shared/SPEC.md section 2).
const socialLinks: { network: SocialNetwork; name: string; href: string }[] = [
  { network: 'facebook', name: 'Facebook', href: 'https://www.facebook.com/' },
  { network: 'instagram', name: 'Instagram', href: 'https://www.instagram.com/' },
  { network: 'x', name: 'X', href: 'https://x.com/' },
  { network: 'linkedin', name: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { network: 'youtube', name: 'YouTube', href: 'https://www.youtube.com/' },
];

/** The subjects the footer names (docs/shared/SPEC.md section 1), by catalog slug. */
const footerSubjects = ['english', 'math', 'biology', 'science', 'french'] as const;

/** docs/shared/SPEC.md's placeholder columns, filled with pages that exist: no link ends on "coming soon". */
const columns = [
  {
    title: 'footer.families',
    links: [
      { label: 'footer.findTutor', to: '/courses' },
      { label: 'footer.bookFree', to: '/book-session' },
      { label: 'footer.familyAccount', to: '/signup/parent' },
    ],
  },
  {
    title: 'footer.tutors',
    links: [
      { label: 'footer.forTutors', to: '/signup/tutor' },
      { label: 'footer.tutorLogin', to: '/login' },
    ],
  },
  {
    title: 'footer.help',
    links: [
      { label: 'footer.contact', to: '/contact' },
      { label: 'footer.howBookingWorks', to: '/terms#booking' },
      { label: 'footer.yourData', to: '/privacy#summary' },
    ],
  },
] as const;

export const footerStartYear = 2018;

const headingClass = 'text-sm font-bold text-slate-900 dark:text-white';
const linkClass =
  'text-sm text-slate-600 hover:text-indigo-800 hover:underline dark:text-slate-300 dark:hover:text-amber-300';

/** The footer of every page but /login and the dashboards (root-layout.tsx decides). */
export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t print:hidden border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <Container className="grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-6">
        <div className="col-span-2">
          <Link
            to="/"
            className="inline-flex items-center gap-2.5 rounded-lg text-xl font-bold text-slate-900 dark:text-white"
          >
            <LampMark className="size-9" />
            {t('brand.name')}
          </Link>
          <p className="mt-4 font-semibold text-indigo-800 dark:text-amber-300">
            {t('brand.tagline')}
          </p>
          <p className="mt-2 max-w-sm text-sm leading-relaxed text-slate-600 dark:text-slate-300">
            {t('footer.blurb')}
          </p>
          <h2 className={`mt-6 ${headingClass}`}>{t('footer.follow')}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {socialLinks.map((social) => (
              <li key={social.network}>
                <a
                  href={social.href}
                  aria-label={t('footer.socialLink', { network: social.name })}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="flex size-10 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700 transition-colors hover:border-indigo-300 hover:text-indigo-800 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-200 dark:hover:border-amber-300/60 dark:hover:text-amber-300"
                >
                  <SocialIcon network={social.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={headingClass}>{t('footer.onlineTutoring')}</h2>
          <ul className="mt-4 space-y-2.5">
            {footerSubjects.map((subject) => (
              <li key={subject}>
                <Link to={subjectCoursesPath(subject)} className={linkClass}>
                  {t(`footer.subjects.${subject}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className={headingClass}>{t(column.title)}</h2>
            <ul className="mt-4 space-y-2.5">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className={linkClass}>
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Container>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <Container className="flex flex-col items-center justify-between gap-3 py-6 text-sm text-slate-600 sm:flex-row dark:text-slate-300">
          <p>{t('footer.copyright', { from: footerStartYear, to: year })}</p>
          <ul className="flex gap-5">
            <li>
              <Link to="/terms" className={linkClass}>
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link to="/privacy" className={linkClass}>
                {t('footer.privacy')}
              </Link>
            </li>
          </ul>
        </Container>
      </div>
    </footer>
  );
}
