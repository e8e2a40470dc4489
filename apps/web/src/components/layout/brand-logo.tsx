import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The lamp mark: "Nibras" (نبراس) means lamp. The same drawing is public/favicon.svg. */
export function LampMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true">
      <rect width="64" height="64" rx="14" className="fill-indigo-800 dark:fill-indigo-600" />
      <path d="M32 8c5 7 9 11 9 18a9 9 0 0 1-18 0c0-7 4-11 9-18z" fill="#fbbf24" />
      <path d="M32 19c2.5 3 4 5 4 8a4 4 0 0 1-8 0c0-3 1.5-5 4-8z" fill="#fff7ed" />
      <path d="M13 38h38c0 7-8.5 12-19 12s-19-5-19-12z" fill="#fbbf24" />
      <rect x="25" y="51" width="14" height="4" rx="2" fill="#fcd34d" />
    </svg>
  );
}

/** The mark, the name and (on wide screens) the tagline, linking home. */
export function BrandLogo({ withTagline = false }: { withTagline?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      aria-label={t('brand.homeLink')}
      className="flex shrink-0 items-center gap-2.5 rounded-lg text-slate-900 dark:text-white"
    >
      <LampMark />
      <span className="flex flex-col leading-tight">
        <span className="text-xl font-bold">{t('brand.name')}</span>
        {withTagline && (
          <span className="hidden text-xs font-medium text-slate-600 xl:block dark:text-slate-300">
            {t('brand.tagline')}
          </span>
        )}
      </span>
    </Link>
  );
}
