import { chipClass } from './filter-styles';

/** A set of checkboxes that look like chips; the value is a comma-separated list in the URL. */
export function ChipGroup({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  const chosen = new Set(value ? value.split(',') : []);
  const toggle = (option: string) => {
    const next = new Set(chosen);
    if (next.has(option)) next.delete(option);
    else next.add(option);
    // Keep the order of the options, so the same choice always makes the same URL.
    onChange(
      options
        .map((o) => o.value)
        .filter((o) => next.has(o))
        .join(','),
    );
  };
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-100">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className={chipClass}>
            <input
              type="checkbox"
              name={name}
              className="sr-only"
              checked={chosen.has(option.value)}
              onChange={() => toggle(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
