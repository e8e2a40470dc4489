import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title as "<page> · Nibras" in the current language. */
export function usePageTitle(page: string | null) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = page ? t('pageTitle', { page }) : `${t('brand.name')} · ${t('brand.tagline')}`;
  }, [page, t]);
}
