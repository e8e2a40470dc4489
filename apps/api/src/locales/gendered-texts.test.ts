import { genderedTextsOf } from '@nibras/contracts/i18n/gendered-texts';
import { describe, expect, it } from 'vitest';
import { resources } from '../plugins/i18n';

const gendered = Object.entries(resources.ar).flatMap(([namespace, texts]) =>
  genderedTextsOf(texts, resources.en[namespace as keyof typeof resources.en]).map(
    ({ key, problems }) => [`${namespace}:${key}`, problems] as const,
  ),
);

describe('the emails’ Arabic texts about a person (i18next context)', () => {
  it('finds the gendered texts, those about the learner and the parent too', () => {
    expect(gendered.map(([key]) => key)).toEqual(
      expect.arrayContaining([
        'booking-emails:details.tutor',
        'booking-emails:details.learner',
        'booking-emails:requested.hold',
        'booking-emails:rescheduled.awaitsTutor',
        'booking-emails:approval.subject',
        'booking-emails:approval.intro',
        'booking-emails:approval.hold',
        'family-emails:invitation.subject',
        'family-emails:invitation.intro',
      ]),
    );
  });

  it.each(gendered)('%s has a feminine, a masculine and a neutral form alike', (_, problems) => {
    expect(problems).toEqual([]);
  });
});
