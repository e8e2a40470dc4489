import type { BookingScope } from '@nibras/contracts/booking';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { usePageTitle } from '@/lib/page-title';
import { useBookings } from '@/features/booking/api/get-bookings';
import { LoadFailed, Loading } from './load-state';
import { BookingRow } from './booking-row';
import { mutedClass, panelClass } from './styles';

const pageSize = 10;
const scopes = ['upcoming', 'past'] as const satisfies readonly BookingScope[];

/** /sessions?scope&page: every booking of the caller, upcoming or past, a page at a time. */
export function BookingsPage() {
  const { t } = useTranslation('booking');
  usePageTitle(t('list.title'));
  const [params, setParams] = useSearchParams();
  const scope: BookingScope = params.get('scope') === 'past' ? 'past' : 'upcoming';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const bookings = useBookings(scope, page, pageSize);
  const pages = bookings.data ? Math.max(1, Math.ceil(bookings.data.total / pageSize)) : 1;
  const goTo = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('page', String(next));
      return updated;
    });

  return (
    <Container className="py-10">
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{t('list.title')}</h1>
      <nav aria-label={t('list.tabs')} className="mt-6 flex gap-2">
        {scopes.map((candidate) => (
          <Link
            key={candidate}
            to={candidate === 'past' ? '?scope=past' : '?'}
            aria-current={candidate === scope ? 'page' : undefined}
            className={`rounded-full px-4 py-2 text-sm font-semibold ${
              candidate === scope
                ? 'bg-indigo-700 text-white dark:bg-amber-300 dark:text-slate-950'
                : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
            }`}
          >
            {t(`list.${candidate}`)}
          </Link>
        ))}
      </nav>
      <section aria-label={t(`list.${scope}`)} className={`${panelClass} mt-6`}>
        {bookings.isPending && <Loading label={t('agenda.loading')} />}
        {bookings.isError && (
          <LoadFailed message={t('agenda.failed')} onRetry={() => void bookings.refetch()} />
        )}
        {bookings.data?.items.length === 0 && (
          <p className="text-slate-700 dark:text-slate-200">{t('list.empty')}</p>
        )}
        {bookings.data && bookings.data.items.length > 0 && (
          <ul className="flex flex-col gap-3">
            {bookings.data.items.map((booking) => (
              <BookingRow key={booking.id} booking={booking} checkedAt={bookings.dataUpdatedAt} />
            ))}
          </ul>
        )}
        {pages > 1 && (
          <div className="mt-4 flex items-center justify-between gap-3">
            <Button variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
              {t('book.previous')}
            </Button>
            <span className={mutedClass}>{t('list.page', { page, pages })}</span>
            <Button variant="secondary" disabled={page >= pages} onClick={() => goTo(page + 1)}>
              {t('book.next')}
            </Button>
          </div>
        )}
      </section>
    </Container>
  );
}
