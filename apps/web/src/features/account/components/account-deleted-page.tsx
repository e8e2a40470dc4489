import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { panelSurface } from '@/components/ui/panel';

type DeletedState = { deleted?: boolean; message?: string | null } | null;

/**
 * Where a deleted account lands: the session and every cached answer are forgotten here, so
 * nothing of the account stays in this browser.
 */
export function AccountDeletedPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('deleted.title'));
  const state = useLocation().state as DeletedState;
  const queryClient = useQueryClient();
  const justDeleted = Boolean(state?.deleted);

  useEffect(() => {
    if (!justDeleted) return;
    useSession.getState().clearSession();
    queryClient.clear();
  }, [justDeleted, queryClient]);

  return (
    <Container className="max-w-lg py-12">
      <div className={`${panelSurface} flex flex-col items-center gap-4 p-8 text-center`}>
        <CircleCheck className="size-14 text-emerald-600 dark:text-emerald-400" aria-hidden />
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{t('deleted.title')}</h1>
        <p role="status" className="text-slate-700 dark:text-slate-200">
          {state?.message ?? t('delete.deleted')}
        </p>
        <p className="text-slate-700 dark:text-slate-200">{t('deleted.body')}</p>
        <ButtonLink to="/" size="lg">
          {t('deleted.home')}
        </ButtonLink>
      </div>
    </Container>
  );
}
