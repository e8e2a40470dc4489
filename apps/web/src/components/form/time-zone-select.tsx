import { useMemo, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { viewerTimeZone } from '@/lib/zoned-time';
import { compactControlClass } from './field-styles';
import { timeZoneGroups } from './time-zone-options';

/**
 * The one time-zone picker (signup's zone is the browser's; /profile and the weekly hours pick
 * here): zones named in the reader's language with their offset, the likely ones first, then
 * by region (time-zone-options.ts).
 */
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
  const { t, i18n } = useTranslation('common');
  const language = i18n.resolvedLanguage ?? 'en';
  const groups = useMemo(
    () => timeZoneGroups({ language, current, browserZone: viewerTimeZone() }),
    [language, current],
  );
  return (
    <select
      aria-invalid={invalid}
      aria-describedby={describedBy}
      className={`${compactControlClass} mt-1 w-full max-w-md`}
      {...props}
    >
      {groups.map((group) => (
        <optgroup key={group.region} label={t(`timeZones.${group.region}`)}>
          {group.options.map((option) => (
            <option key={option.zone} value={option.zone}>
              {option.label}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
