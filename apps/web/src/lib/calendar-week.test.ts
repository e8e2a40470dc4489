import { describe, expect, it } from 'vitest';
import { browserWeek } from './calendar-week';

/** A visitor's week, before any account: the region of the browser's first language. */
describe('browserWeek', () => {
  it.each([
    [['ar'], 'EG', 6, [5, 6]],
    [['ar-SA', 'en'], 'SA', 0, [5, 6]],
    [['en-GB'], 'GB', 1, [6, 0]],
    [['en'], 'US', 0, [6, 0]],
  ])('reads %j as %s’s week', (languages, region, firstDay, weekend) => {
    expect(browserWeek(languages)).toEqual({ region, regionChosen: false, firstDay, weekend });
  });

  it('falls back to the ISO week where the language names no region it can find', () => {
    expect(browserWeek(['not a language'])).toEqual({
      region: null,
      regionChosen: false,
      firstDay: 1,
      weekend: [6, 0],
    });
  });
});
