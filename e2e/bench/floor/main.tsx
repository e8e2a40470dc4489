/**
 * The floor of the first load (issue 35): the least app that renders with the libraries the web
 * app cannot start without, imported as apps/web imports them (a data router from
 * `react-router`, i18next through react-i18next). bench/first-load.ts builds it with Vite for
 * production and measures it as it measures the app's pages.
 */
import i18n from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createBrowserRouter, Link, RouterProvider } from 'react-router';

function Home() {
  const { t } = useTranslation();
  return (
    <main>
      <h1>{t('title')}</h1>
      <Link to="/courses">{t('courses')}</Link>
    </main>
  );
}

const router = createBrowserRouter([{ path: '/', Component: Home }]);

void i18n
  .use(initReactI18next)
  .init({
    lng: 'en',
    resources: { en: { translation: { title: 'Nibras', courses: 'Courses' } } },
    interpolation: { escapeValue: false },
  })
  .then(() => {
    const container = document.getElementById('root');
    if (!container) throw new Error('no #root');
    createRoot(container).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
