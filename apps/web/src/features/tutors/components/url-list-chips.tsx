import { ChoiceChips } from '@/components/form/choice-chips';

/**
 * Chips whose choice lives in the URL as a comma-separated list, kept in the options' order so
 * the same choice always makes the same (shareable) address.
 */
export function UrlListChips({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: { value: string; label: string }[];
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <ChoiceChips
      legend={legend}
      options={options}
      selected={value ? value.split(',') : []}
      onChange={(chosen) =>
        onChange(
          options
            .map((option) => option.value)
            .filter((option) => chosen.includes(option))
            .join(','),
        )
      }
    />
  );
}
