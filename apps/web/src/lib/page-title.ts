import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

/** "<page> · Nibras" in the language of `t`, or the brand and its tagline for no page. */
export function pageTitleText(t: TFunction, page: string | null) {
  return page ? t('pageTitle', { page }) : `${t('brand.name')} · ${t('brand.tagline')}`;
}

/** Sets the document title as "<page> · Nibras" in the current language. */
export function usePageTitle(page: string | null) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = pageTitleText(t, page);
  }, [page, t]);
}
