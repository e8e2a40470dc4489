import { useMemo, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { compactControlClass } from './field-styles';

function zoneOptions(language: string, current: string) {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add('UTC');
  zones.add(current);
  const now = new Date();
  return [...zones].sort().map((zone) => {
    const offset =
      new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: 'shortOffset' })
        .formatToParts(now)
        .find((part) => part.type === 'timeZoneName')?.value ?? '';
    return { zone, label: `${zone.replaceAll('_', ' ')} (${offset})` };
  });
}

/** Every IANA zone this browser knows, with its offset today. */
export function TimeZoneSelect({
  current,
  invalid,
  describedBy,
  ...props
}: {
  /** The zone chosen now, listed even if this browser does not know it. */
  current: string;
  invalid: boolean;
  describedBy?: string;
} & ComponentProps<'select'>) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const options = useMemo(() => zoneOptions(language, current), [language, current]);
  return (
    <select
      dir="ltr"
      aria-invalid={invalid}
      aria-describedby={describedBy}
      className={`${compactControlClass} mt-1 w-full max-w-md`}
      {...props}
    >
      {options.map((option) => (
        <option key={option.zone} value={option.zone}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
