import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useOwnGenderContext } from '@/lib/address-as';
import { useOwnReviews } from '@/features/tutors/api/get-own-reviews';
import { TutorReviews } from './tutor-reviews';
import { panelSurface } from '@/components/ui/panel';

const panelClass = `${panelSurface} p-5`;

/** A tutor's own rating and latest reviews on their dashboard, as families read them. */
export function OwnReviews() {
  const { t } = useTranslation('tutors');
  const reviews = useOwnReviews();
  const addressAs = useOwnGenderContext();
  if (reviews.data)
    return (
      <TutorReviews
        rating={reviews.data.rating}
        reviews={reviews.data.reviews}
        addressAs={addressAs}
      />
    );
  return (
    <section aria-labelledby="reviews" className={panelClass}>
      <h2 id="reviews" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('reviews.title')}
      </h2>
      {reviews.isError ? (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-3">
          <p className="text-red-700 dark:text-red-300">{t('dashboard.reviewsFailed')}</p>
          <Button variant="secondary" onClick={() => void reviews.refetch()}>
            {t('dashboard.retry')}
          </Button>
        </div>
      ) : (
        <p role="status" className="mt-3 text-slate-600 dark:text-slate-300">
          {t('dashboard.reviewsLoading')}
        </p>
      )}
    </section>
  );
}
