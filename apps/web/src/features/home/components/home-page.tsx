import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';

export function HomePage() {
  const { t } = useTranslation('home');
  usePageTitle(null);
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold">{t('hero.title')}</h1>
      <Link
        to="/book-session"
        className="mt-6 inline-flex rounded-full bg-indigo-700 px-6 py-3 text-white"
      >
        {t('hero.bookSession')}
      </Link>
    </section>
  );
}
