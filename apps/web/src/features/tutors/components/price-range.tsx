import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeNumberText } from '@nibras/contracts/digits';
import { isSearchPrice } from '@nibras/contracts/tutor-search-options';
import { labelClass } from '@/components/form/field-styles';
import { numberInputProps } from '@/components/form/number-input';
import { controlClass } from './filter-styles';

/** Whether a typed price can be searched for: empty (no bound) or a number. */
const isPrice = (text: string) => text.trim() === '' || isSearchPrice(text);

/**
 * Lowest and highest hourly price. Typed prices go to the URL on Apply (or Enter), not on every
 * keystroke, so the results do not jump while a number is being typed. A field that holds no
 * number says so under itself, and Apply then keeps the results as they are.
 */
const errorClass = 'mt-1 text-sm font-medium text-red-700 dark:text-red-300';

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
  const notNumber = { min: !isPrice(draft.min), max: !isPrice(draft.max) };
  const reversed =
    !notNumber.min &&
    !notNumber.max &&
    typed.min !== '' &&
    typed.max !== '' &&
    Number(typed.min) > Number(typed.max);
  const minInput = useRef<HTMLInputElement>(null);
  const maxInput = useRef<HTMLInputElement>(null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (notNumber.min) minInput.current?.focus();
    else if (notNumber.max || reversed) maxInput.current?.focus();
    else onChange({ minPrice: typed.min.trim(), maxPrice: typed.max.trim() });
  };
  const fieldError = (field: 'min' | 'max', label: string) =>
    notNumber[field] && (
      <p id={`filter-${field}-price-error`} className={errorClass}>
        {label}: {t('validation.tutorSearch.numberInvalid', { ns: 'shared' })}
      </p>
    );

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
            ref={minInput}
            {...numberInputProps('decimal')}
            className={controlClass}
            value={draft.min}
            aria-invalid={notNumber.min}
            aria-describedby={notNumber.min ? 'filter-min-price-error' : undefined}
            onChange={(event) => setDraft({ ...draft, min: event.target.value })}
          />
        </div>
        <div className="flex-1">
          <label htmlFor="filter-max-price" className="text-xs text-slate-600 dark:text-slate-300">
            {t('filters.maxPrice')}
          </label>
          <input
            id="filter-max-price"
            ref={maxInput}
            {...numberInputProps('decimal')}
            className={controlClass}
            value={draft.max}
            aria-invalid={notNumber.max || reversed}
            aria-describedby={
              notNumber.max ? 'filter-max-price-error' : reversed ? 'price-range-error' : undefined
            }
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
      {fieldError('min', t('filters.minPrice'))}
      {fieldError('max', t('filters.maxPrice'))}
      {reversed && (
        <p id="price-range-error" className={errorClass}>
          {t('validation.tutorSearch.priceOrder', { ns: 'shared' })}
        </p>
      )}
    </form>
  );
}
