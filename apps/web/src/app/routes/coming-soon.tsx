import { useTranslation } from 'react-i18next';
import { LampMark } from '@/components/layout/brand-logo';
import { StatusPage } from '@/components/layout/status-page';
import { usePageTitle } from '@/lib/page-title';

/** The frame of a page whose issue has not landed yet. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('coming.title'));
  return (
    <StatusPage
      title={t('coming.title')}
      body={t('coming.body')}
      action={{ to: '/', label: t('coming.backHome') }}
      illustration={<LampMark className="size-16" />}
    />
  );
}
