import { useTranslation } from 'react-i18next';
import { StatusPage } from '@/components/layout/status-page';
import { usePageTitle } from '@/lib/page-title';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <StatusPage
      title={t('notFound.title')}
      body={t('notFound.body')}
      action={{ to: '/', label: t('notFound.backHome') }}
      illustration={
        <p
          aria-hidden
          className="text-7xl font-black text-amber-700 dark:text-amber-300"
          data-testid="status-code"
        >
          404
        </p>
      }
    />
  );
}
