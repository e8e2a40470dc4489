import { zodResolver } from '@hookform/resolvers/zod';
import {
  maxReviewCommentLength,
  reviewSchema,
  type BookingDetail,
  type ReviewInput,
} from '@nibras/contracts/booking';
import { Star } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { useFieldErrorText } from '@/components/form/field-message';
import { errorClass } from '@/components/form/field-styles';
import { FormAlert } from '@/components/form/form-alert';
import { TextareaField } from '@/components/form/textarea-field';
import { Button } from '@/components/ui/button';
import { useReviewBooking } from '@/features/booking/api/review-booking';
import { useErrorText } from '@/lib/error-text';
import { useBookingFormat } from '@/features/booking/hooks/use-booking-format';
import { mutedClass, panelClass } from './styles';

type Review = z.output<typeof reviewSchema>;
const ratings = [1, 2, 3, 4, 5];

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('booking');
  return (
    <span role="img" aria-label={t('review.stars', { count: rating })} className="flex gap-0.5">
      {ratings.map((value) => (
        <Star
          key={value}
          aria-hidden
          className={`size-5 ${value <= rating ? 'fill-amber-400 text-amber-500' : 'text-slate-400'}`}
        />
      ))}
    </span>
  );
}

function ReviewForm({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('booking');
  const errorText = useErrorText();
  const fieldError = useFieldErrorText();
  const review = useReviewBooking(bookingId);
  const form = useForm<ReviewInput, unknown, Review>({
    resolver: zodResolver(reviewSchema),
    defaultValues: { comment: '' },
  });
  const comment = useWatch({ control: form.control, name: 'comment' }) ?? '';
  const ratingError = fieldError(form.formState.errors.rating);
  const submit = form.handleSubmit((values) =>
    review.mutate(values, {
      onSuccess: ({ message }) => toast.success(message ?? t('review.submit')),
    }),
  );
  return (
    <form noValidate onSubmit={submit} className="mt-3 flex flex-col gap-4">
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <fieldset aria-describedby={ratingError ? 'rating-error' : undefined}>
            <legend className="text-sm font-medium text-slate-800 dark:text-slate-100">
              {t('review.rating')}
            </legend>
            {/* Native radios: arrow keys move between the stars, Space picks one. */}
            <div className="mt-1 flex gap-1">
              {ratings.map((value) => (
                <label
                  key={value}
                  className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600 dark:has-[:focus-visible]:outline-amber-300"
                >
                  <input
                    type="radio"
                    name={field.name}
                    value={value}
                    checked={field.value === value}
                    onChange={() => field.onChange(value)}
                    onBlur={field.onBlur}
                    className="sr-only"
                  />
                  <Star
                    aria-hidden
                    className={`size-8 ${
                      field.value !== undefined && value <= field.value
                        ? 'fill-amber-400 text-amber-500'
                        : 'text-slate-400 dark:text-slate-500'
                    }`}
                  />
                  <span className="sr-only">{t('review.stars', { count: value })}</span>
                </label>
              ))}
            </div>
            {ratingError && (
              <p id="rating-error" className={errorClass}>
                {ratingError}
              </p>
            )}
          </fieldset>
        )}
      />
      <TextareaField
        label={t('review.comment')}
        dir="auto"
        maxLength={maxReviewCommentLength}
        length={comment.length}
        error={form.formState.errors.comment}
        {...form.register('comment')}
      />
      {review.isError && <FormAlert tone="error">{errorText(review.error)}</FormAlert>}
      <div className="flex justify-end">
        <Button type="submit" disabled={review.isPending}>
          {review.isPending ? t('review.sending') : t('review.submit')}
        </Button>
      </div>
    </form>
  );
}

/** After a completed booking: the family's review form, or the review once written. */
export function BookingReview({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation('booking');
  const { t: common } = useTranslation('common');
  const format = useBookingFormat();
  // A child's login: the review is the parent's (issue 31).
  const parentReviews = booking.parentDecides && booking.status === 'completed';
  if (!booking.canReview && !booking.review && !parentReviews) return null;
  return (
    <section aria-labelledby="booking-review" className={panelClass}>
      <h2 id="booking-review" className="text-lg font-semibold text-slate-900 dark:text-white">
        {booking.review ? t('review.title') : t('review.formTitle')}
      </h2>
      {!booking.review && !booking.canReview ? (
        <p className={`mt-3 ${mutedClass}`}>{t('review.parentReviews')}</p>
      ) : booking.review ? (
        <div className="mt-3 flex flex-col gap-2">
          {booking.review.removed ? (
            <p className="text-slate-600 italic dark:text-slate-300">
              {common('report.removedReview')}
            </p>
          ) : (
            <Stars rating={booking.review.rating} />
          )}
          {booking.review.comment && (
            <p dir="auto" className="whitespace-pre-line text-slate-900 dark:text-white">
              {booking.review.comment}
            </p>
          )}
          <p className={mutedClass}>
            {t('review.written', { when: format.when(booking.review.createdAt) })}
          </p>
        </div>
      ) : (
        <ReviewForm bookingId={booking.id} />
      )}
    </section>
  );
}
