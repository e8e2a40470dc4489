import { genderedTextsOf } from '@nibras/contracts/i18n/gendered-texts';
import { sharedMessages } from '@nibras/contracts/i18n/shared-messages';
import { describe, expect, it } from 'vitest';
import { collectResources } from './i18n';

const files = import.meta.glob('../locales/*/*.json', { eager: true, import: 'default' });
const resources = collectResources(files, sharedMessages);

const gendered = Object.keys(resources.ar).flatMap((namespace) =>
  genderedTextsOf(resources.ar[namespace], resources.en[namespace]).map(
    ({ key, problems }) => [`${namespace}:${key}`, problems] as const,
  ),
);

describe('the web app’s Arabic texts about a person (i18next context)', () => {
  it('finds the gendered texts, those about a tutor on cards, the booking and the profile too', () => {
    expect(gendered.map(([key]) => key)).toEqual(
      expect.arrayContaining([
        'dashboard:roles.Tutor',
        'tutors:card.subjects',
        'tutors:rating.new',
        'tutors:profile.grades',
        'booking:tutor.new',
        'booking:subject.fromTutor',
        'booking:summary.whatNext',
        'booking:booked.requestedBody',
        'booking:session.overFamilyBody',
      ]),
    );
  });

  it.each(gendered)('%s has a feminine, a masculine and a neutral form alike', (_, problems) => {
    expect(problems).toEqual([]);
  });
});
