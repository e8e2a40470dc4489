import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The lamp mark and the name; "Nibras" (نبراس) means lamp. */
export function LampMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true">
      <rect width="64" height="64" rx="14" className="fill-indigo-900 dark:fill-indigo-500" />
      <path d="M32 10c6 8 11 13 11 21a11 11 0 0 1-22 0c0-8 5-13 11-21z" fill="#fbbf24" />
      <path d="M32 24c3 4 5 6 5 10a5 5 0 0 1-10 0c0-4 2-6 5-10z" fill="#fff7ed" />
      <rect x="22" y="46" width="20" height="6" rx="3" fill="#fbbf24" />
    </svg>
  );
}

export function BrandLogo() {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      aria-label={t('brand.homeLink')}
      className="flex items-center gap-2 rounded-lg font-bold text-xl text-slate-900 dark:text-white"
    >
      <LampMark />
      <span>{t('brand.name')}</span>
    </Link>
  );
}
