import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '@/test/app-fakes';
import { likelyTimeZones, timeZoneGroups } from './time-zone-options';
import { TimeZoneSelect } from './time-zone-select';

const winter = new Date('2026-01-15T12:00:00Z');

describe('the time zone choices', () => {
  it('offers the chosen zone, the browser’s, then the Gulf, Levant, Egypt and Maghreb first', () => {
    const [likely] = timeZoneGroups({
      language: 'en',
      current: 'Europe/London',
      browserZone: 'Asia/Dubai',
      now: winter,
    });
    expect(likely?.region).toBe('likely');
    const zones = likely?.options.map((option) => option.zone) ?? [];
    expect(zones.slice(0, 3)).toEqual(['Europe/London', 'Asia/Dubai', 'Asia/Riyadh']);
    expect(zones).toEqual(expect.arrayContaining([...likelyTimeZones]));
    expect(zones.indexOf('Asia/Amman')).toBeLessThan(zones.indexOf('Africa/Cairo'));
    expect(zones.indexOf('Africa/Cairo')).toBeLessThan(zones.indexOf('Africa/Casablanca'));
  });

  it('names zones by country and name in the reader’s language, the offset isolated', () => {
    const [likely] = timeZoneGroups({
      language: 'ar',
      current: 'Asia/Riyadh',
      browserZone: 'Asia/Riyadh',
      now: winter,
    });
    const riyadh = likely?.options[0];
    expect(riyadh?.zone).toBe('Asia/Riyadh');
    expect(riyadh?.label).toContain('السعودية');
    expect(riyadh?.label).toContain('\u2066UTC+03:00\u2069');
    expect(riyadh?.label).not.toMatch(/Riyadh/);
    const [english] = timeZoneGroups({
      language: 'en',
      current: 'America/New_York',
      browserZone: 'America/New_York',
      now: winter,
    });
    expect(english?.options[0]?.label).toBe('United States – Eastern Time (\u2066UTC-05:00\u2069)');
  });

  it('groups the rest by region, west to east, each zone a reader can tell apart once', () => {
    const groups = timeZoneGroups({
      language: 'en',
      current: 'America/Indiana/Marengo',
      browserZone: 'UTC',
      now: winter,
    });
    const regions = groups.map((group) => group.region);
    expect(regions.slice(0, 3)).toEqual(['likely', 'Africa', 'America']);
    const all = groups.flatMap((group) => group.options);
    expect(new Set(all.map((option) => option.label)).size).toBe(all.length);
    // Fewer than the raw IANA list, and still the chosen zone.
    expect(all.length).toBeLessThan(Intl.supportedValuesOf('timeZone').length * 0.8);
    expect(all.some((option) => option.zone === 'America/Indiana/Marengo')).toBe(true);
    const america = groups.find((group) => group.region === 'America')?.options ?? [];
    const offsets = america.map((option) => option.offsetMinutes);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });

  it('keeps a saved zone this browser does not know', () => {
    const [likely] = timeZoneGroups({
      language: 'en',
      current: 'Mars/Olympus',
      browserZone: 'UTC',
    });
    expect(likely?.options[0]).toMatchObject({ zone: 'Mars/Olympus', label: 'Mars/Olympus' });
  });

  it('shows the groups with their names in Arabic', async () => {
    await switchLanguage('ar');
    render(<TimeZoneSelect aria-label="المنطقة" current="Asia/Riyadh" invalid={false} />);
    const select = screen.getByRole('combobox', { name: 'المنطقة' });
    const groups = within(select).getAllByRole('group');
    expect(groups[0]).toHaveAttribute('label', 'الأكثر احتمالًا');
    expect(groups.map((group) => group.getAttribute('label'))).toContain('أوروبا');
    expect(select).not.toHaveAttribute('dir');
    await switchLanguage('en');
  });
});
