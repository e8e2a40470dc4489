import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeNumberText } from '@nibras/contracts/digits';
import { labelClass } from '../../../components/form/field-styles';
import { numberInputProps } from '../../../components/form/number-input';
import { controlClass } from './filter-styles';

/**
 * Lowest and highest hourly price. Typed prices go to the URL on Apply (or Enter), not on every
 * keystroke, so the results do not jump while a number is being typed.
 */
export function PriceRange({
  minPrice,
  maxPrice,
  onChange,
}: {
  minPrice: string | undefined;
  maxPrice: string | undefined;
  onChange: (prices: { minPrice: string; maxPrice: string }) => void;
}) {
  const { t } = useTranslation('tutors');
  const [draft, setDraft] = useState({ min: minPrice ?? '', max: maxPrice ?? '' });
  const [shown, setShown] = useState({ minPrice, maxPrice });
  // A new URL (back button, a shared link, Clear) replaces what was being typed.
  if (shown.minPrice !== minPrice || shown.maxPrice !== maxPrice) {
    setShown({ minPrice, maxPrice });
    setDraft({ min: minPrice ?? '', max: maxPrice ?? '' });
  }
  // Typed in any digits ("٢٥٫٥"); the URL and the comparison take ASCII.
  const typed = { min: normalizeNumberText(draft.min), max: normalizeNumberText(draft.max) };
  const reversed = typed.min !== '' && typed.max !== '' && Number(typed.min) > Number(typed.max);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!reversed) onChange({ minPrice: typed.min, maxPrice: typed.max });
  };

  return (
    <form onSubmit={apply} noValidate aria-labelledby="price-range-legend">
      <p id="price-range-legend" className={labelClass}>
        {t('filters.price')}
      </p>
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <label htmlFor="filter-min-price" className="text-xs text-slate-600 dark:text-slate-300">
            {t('filters.minPrice')}
          </label>
          <input
            id="filter-min-price"
            {...numberInputProps('decimal')}
            className={controlClass}
            value={draft.min}
            onChange={(event) => setDraft({ ...draft, min: event.target.value })}
          />
        </div>
        <div className="flex-1">
          <label htmlFor="filter-max-price" className="text-xs text-slate-600 dark:text-slate-300">
            {t('filters.maxPrice')}
          </label>
          <input
            id="filter-max-price"
            {...numberInputProps('decimal')}
            className={controlClass}
            value={draft.max}
            aria-invalid={reversed}
            aria-describedby={reversed ? 'price-range-error' : undefined}
            onChange={(event) => setDraft({ ...draft, max: event.target.value })}
          />
        </div>
        <button
          type="submit"
          className="mb-0.5 rounded-lg border border-indigo-700 px-3 py-2 text-sm font-semibold text-indigo-800 hover:bg-indigo-50 dark:border-amber-300 dark:text-amber-200 dark:hover:bg-slate-800"
        >
          {t('filters.apply')}
        </button>
      </div>
      {reversed && (
        <p
          id="price-range-error"
          className="mt-1 text-sm font-medium text-red-700 dark:text-red-300"
        >
          {t('validation.tutorSearch.priceOrder', { ns: 'shared' })}
        </p>
      )}
    </form>
  );
}
