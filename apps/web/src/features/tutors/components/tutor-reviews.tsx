import type { AddressAs } from '@nibras/contracts/address-as';
import type { TutorProfile } from '@nibras/contracts/tutors';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePersonName } from '@/lib/person-name';
import { useViewerTimeZone } from '@/lib/use-viewer-time-zone';
import { useFormatters } from '@/features/tutors/hooks/use-formatters';
import { RatingStars } from './rating-stars';
import { panelSurface } from '@/components/ui/panel';
import { ReportButton } from '@/components/report/report-button';

/** The newest reviews, each with its stars, first name and date. */
export function TutorReviews({
  reviews,
  rating,
  addressAs,
}: {
  reviews: TutorProfile['reviews'];
  rating: TutorProfile['rating'];
  /** The tutor's, for the gender of "new tutor". */
  addressAs: AddressAs | null | undefined;
}) {
  const { t } = useTranslation('tutors');
  const { t: common } = useTranslation('common');
  const { language, number } = useFormatters();
  const nameOf = usePersonName();
  // A review's day in the viewer's zone; in UTC where the server drew the page, until hydrated.
  const timeZone = useViewerTimeZone() ?? 'UTC';
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone });
  return (
    <section aria-labelledby="reviews" className={`${panelSurface} p-5`}>
      <div className="flex items-center justify-between gap-2">
        <h2 id="reviews" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('reviews.title')}
        </h2>
        <RatingStars average={rating.average} count={rating.count} addressAs={addressAs} />
      </div>
      {reviews.length === 0 && (
        <p className="mt-3 text-slate-600 dark:text-slate-300">{t('reviews.none')}</p>
      )}
      <ul className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
        {reviews.map((review) =>
          review.removed ? (
            <li key={review.id} className="py-3 text-sm text-slate-600 italic dark:text-slate-300">
              {common('report.removedReview')}
            </li>
          ) : (
            <li key={review.id} className="py-3">
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span
                  className="inline-flex"
                  role="img"
                  aria-label={t('reviews.stars', { rating: number(review.rating) })}
                >
                  {[1, 2, 3, 4, 5].map((star) => (
                    <Star
                      key={star}
                      aria-hidden="true"
                      className={`size-4 ${star <= review.rating ? 'fill-amber-400 text-amber-500' : 'text-slate-400'}`}
                    />
                  ))}
                </span>
                <span className="font-semibold text-slate-900 dark:text-white">
                  <bdi>{nameOf(review.authorName)}</bdi>
                </span>
                <time dateTime={review.createdAt} className="text-slate-600 dark:text-slate-300">
                  {date.format(new Date(review.createdAt))}
                </time>
              </p>
              <p dir="auto" className="mt-1 text-slate-700 dark:text-slate-200">
                {review.comment}
              </p>
              <ReportButton
                subject="review"
                id={review.id}
                label={common('report.title.review')}
                className="mt-1"
              />
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
