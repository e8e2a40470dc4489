import { genderContext, type AddressAs } from '@nibras/contracts/address-as';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCountFormat } from '@/lib/count-format';
import { useFormatters } from '@/features/tutors/hooks/use-formatters';

/**
 * "★ 4.7 (3 reviews)", or "New tutor" before the first review (in Arabic of the tutor's
 * gender, as they asked to be addressed); the label reads it out in full.
 */
export function RatingStars({
  average,
  count,
  addressAs,
}: {
  average: number | null;
  count: number;
  addressAs: AddressAs | null | undefined;
}) {
  const { t } = useTranslation('tutors');
  const { number } = useFormatters();
  const counted = useCountFormat();
  if (average === null || count === 0) {
    return (
      <span className="text-sm font-medium text-slate-600 dark:text-slate-300">
        {t('rating.new', { context: genderContext(addressAs) })}
      </span>
    );
  }
  return (
    <span
      role="img"
      className="inline-flex items-center gap-1 text-sm"
      aria-label={t('rating.label', { average: number(average), ...counted(count) })}
    >
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
      <span aria-hidden="true" className="font-semibold text-slate-900 dark:text-white">
        {number(average)}
      </span>
      <span aria-hidden="true" className="text-slate-600 dark:text-slate-300">
        ({number(count)})
      </span>
    </span>
  );
}
