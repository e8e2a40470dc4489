import type { AccountProfile } from '@nibras/contracts/account';
import { formatList } from '@nibras/contracts/i18n/list-format';
import { calendarRegions } from '@nibras/contracts/region-calendar';
import { countryOfTimeZone } from '@nibras/contracts/time-zones';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { controlClass, hintClass, labelClass } from '@/components/form/field-styles';
import { SavedResult, useSaveOutcome } from '@/components/form/saved-result';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/error-text';
import { weekdayNamer } from '@/lib/weekday-names';
import { useSaveCalendarRegion } from '@/features/account/api/save-calendar-region';
import { ProfileSection } from './profile-section';

/** The value of "Follow my time zone" in the select: no region chosen. */
const followZone = '';

/**
 * Which country's week (first day, weekend) the person's calendars follow: the hours editor,
 * the slot pickers and the week views read it from the account, in every browser.
 */
export function CalendarRegion({ account }: { account: AccountProfile }) {
  const { t, i18n } = useTranslation('account');
  const language = i18n.resolvedLanguage ?? 'en';
  const id = useId();
  const errorText = useErrorText();
  const save = useSaveCalendarRegion();
  const calendar = account.calendar;
  const [chosen, setChosen] = useState(
    calendar?.regionChosen ? (calendar.region ?? followZone) : followZone,
  );
  const [outcome, say] = useSaveOutcome();
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return calendarRegions()
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, language));
  }, [language]);
  const nameOf = (code: string | undefined) =>
    code ? (options.find((option) => option.code === code)?.name ?? code) : undefined;
  const zoneCountry = nameOf(countryOfTimeZone(account.timeZone));
  const dayName = weekdayNamer(language);

  return (
    <ProfileSection id="calendar-region" title={t('calendar.title')} intro={t('calendar.intro')}>
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(chosen === followZone ? null : chosen, {
            onSuccess: () => say(t('calendar.saved')),
          });
        }}
      >
        <div>
          <label htmlFor={`${id}-region`} className={labelClass}>
            {t('calendar.region')}
          </label>
          <select
            id={`${id}-region`}
            className={controlClass}
            value={chosen}
            aria-describedby={calendar ? `${id}-week` : undefined}
            onChange={(event) => setChosen(event.target.value)}
          >
            <option value={followZone}>
              {zoneCountry
                ? t('calendar.followZoneOf', { country: zoneCountry })
                : t('calendar.followZone')}
            </option>
            {options.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
          {calendar && (
            <p id={`${id}-week`} className={hintClass}>
              {t('calendar.week', {
                first: dayName(calendar.firstDay),
                weekend: formatList(language, calendar.weekend.map(dayName)),
              })}
            </p>
          )}
        </div>
        {save.isError && <FormAlert tone="error">{errorText(save.error)}</FormAlert>}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="secondary" disabled={save.isPending}>
            {save.isPending ? t('calendar.saving') : t('calendar.save')}
          </Button>
          <SavedResult outcome={outcome} />
        </div>
      </form>
    </ProfileSection>
  );
}
