import { genderContext } from '@nibras/contracts/address-as';
import { MapPin, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { useFormatMoney } from '@/lib/money';
import {
  nextSearchPage,
  previousSearchPage,
  searchPageCount,
  searchPageQuery,
  type SearchPage,
} from '@/lib/tutors/search-pages';
import { useTutorSearch } from '@/lib/tutors/search-tutors';
import { useBookingFormat } from '@/features/booking/hooks/use-booking-format';
import { LoadFailed, Loading } from './load-state';
import { mutedClass, textLinkClass } from './styles';

const tutorsPageSize = 6;

/** Step two: the tutors who teach the chosen subject, best first, a page at a time. */
export function TutorStep({
  subjectId,
  page,
  onPage,
  onChoose,
}: {
  subjectId: number;
  page: SearchPage;
  onPage: (page: SearchPage) => void;
  onChoose: (tutorId: string) => void;
}) {
  const { t } = useTranslation('booking');
  const { language } = useBookingFormat();
  const money = useFormatMoney();
  const tutors = useTutorSearch(
    new URLSearchParams({
      subject: String(subjectId),
      ...searchPageQuery(page),
      pageSize: String(tutorsPageSize),
    }).toString(),
  );
  if (tutors.isPending) return <Loading label={t('tutor.loading')} />;
  if (tutors.isError) {
    return <LoadFailed message={t('tutor.failed')} onRetry={() => void tutors.refetch()} />;
  }
  const { items } = tutors.data;
  if (items.length === 0) {
    return <p className="mt-4 text-slate-700 dark:text-slate-200">{t('tutor.none')}</p>;
  }
  const pages = searchPageCount(tutors.data);
  const next = nextSearchPage(page, tutors.data);
  const previous = previousSearchPage(page, tutors.data);
  const rating = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  return (
    <>
      <ul className="mt-4 grid gap-3" aria-busy={tutors.isPlaceholderData}>
        {items.map((tutor) => (
          <li
            key={tutor.id}
            className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center dark:border-slate-700"
          >
            <div className="flex min-w-0 flex-1 items-center gap-4">
              <Avatar name={tutor.fullName} url={tutor.avatarUrl} size="size-12" />
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900 dark:text-white">
                  <bdi>{tutor.fullName}</bdi>
                </p>
                {tutor.headline && (
                  <p dir="auto" className="truncate text-sm text-slate-700 dark:text-slate-200">
                    {tutor.headline}
                  </p>
                )}
                <p className={`${mutedClass} mt-0.5 flex flex-wrap items-center gap-x-3`}>
                  <span>
                    {t('tutor.priceFrom', {
                      price: money(tutor.priceFrom.amount, tutor.priceFrom.currency),
                    })}
                  </span>
                  {tutor.teachesInPerson && (
                    <span className="inline-flex items-center gap-1 font-medium text-emerald-800 dark:text-emerald-200">
                      <MapPin aria-hidden className="size-4" />
                      {t('place.inPerson')}
                    </span>
                  )}
                  {tutor.rating.average === null ? (
                    <span>{t('tutor.new', { context: genderContext(tutor.addressAs) })}</span>
                  ) : (
                    <span className="inline-flex items-center gap-1">
                      <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
                      {t('tutor.rating', { average: rating.format(tutor.rating.average) })}
                    </span>
                  )}
                </p>
              </div>
            </div>
            <div className="flex items-center justify-end gap-3">
              <Link
                to={`/tutors/${tutor.id}`}
                className={`${textLinkClass} text-sm`}
                aria-label={t('tutor.profileOf', { name: tutor.fullName })}
              >
                {t('tutor.profile')}
              </Link>
              <Button
                onClick={() => onChoose(tutor.id)}
                aria-label={t('tutor.chooseName', { name: tutor.fullName })}
              >
                {t('tutor.choose')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {(next || previous) && (
        <div className="mt-4 flex items-center justify-between gap-3">
          <Button
            variant="secondary"
            disabled={!previous}
            onClick={() => previous && onPage(previous)}
          >
            {t('book.previous')}
          </Button>
          <span className={mutedClass}>
            {pages === null
              ? t('tutor.pageAlone', { page: page.number })
              : t('tutor.page', { page: page.number, pages })}
          </span>
          <Button variant="secondary" disabled={!next} onClick={() => next && onPage(next)}>
            {t('book.next')}
          </Button>
        </div>
      )}
    </>
  );
}
