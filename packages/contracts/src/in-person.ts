import { z } from 'zod';
import { multiLineText, plainText } from './text';

/**
 * Lessons at home (issue 32): where a tutor teaches in person, the areas a family searches by,
 * the family's address and what the tutor records on the day. Messages are translation keys of
 * i18n/en.ts. The names and shapes the issue fixes (`GET /areas`, `mode`, `address`,
 * `teachesInPerson`, `inPersonAreas`) are kept exactly; fields may be added, none renamed.
 */

/** How a lesson is given. Online when a request does not say. */
export const lessonModes = ['online', 'in-person'] as const;
export type LessonMode = (typeof lessonModes)[number];
export const lessonModeSchema = z.enum(lessonModes, { error: 'validation.selectionInvalid' });

/** Where an in-person lesson happens: at the family's home, or at the tutor's own place. */
export const lessonPlaces = ['family-home', 'tutor-place'] as const;
export type LessonPlace = (typeof lessonPlaces)[number];
export const lessonPlaceSchema = z.enum(lessonPlaces, { error: 'validation.selectionInvalid' });

/** Search's choice: one of the modes, or either (no `mode` parameter). */
export const searchModes = ['online', 'in-person', 'either'] as const;
export type SearchMode = (typeof searchModes)[number];

/** The time a tutor keeps free before and after each in-person lesson, to get there and back. */
export const travelBufferLimits = { min: 0, max: 90, step: 15 } as const;
export const defaultTravelBufferMinutes = 30;
/** A tutor teaches in at most this many areas (cities or districts). */
export const maxInPersonAreas = 30;

const areaIdSchema = z
  .number({ error: 'validation.inPerson.areaRequired' })
  .int('validation.idInvalid')
  .positive('validation.idInvalid');

/** A city or district, named in the reader's language. */
export const areaSchema = z.object({ id: z.number().int(), name: z.string() });
export type Area = z.infer<typeof areaSchema>;

/** `GET /api/v1/areas`: each city with its districts, in the catalog's order. */
export const cityAreaSchema = areaSchema.extend({
  /** ISO 3166-1 alpha-2, e.g. "SA". */
  country: z.string(),
  districts: z.array(areaSchema),
});
export type CityArea = z.infer<typeof cityAreaSchema>;

/**
 * What a tutor says in the hours editor. `areaIds` are where they go to families (a city means
 * all its districts); their own place is public only as its area.
 */
export const inPersonSettingsSchema = z
  .object({
    atFamilyHome: z.boolean({ error: 'validation.selectionInvalid' }),
    areaIds: z
      .array(areaIdSchema)
      .max(maxInPersonAreas, 'validation.inPerson.tooManyAreas')
      .default([]),
    atOwnPlace: z.boolean({ error: 'validation.selectionInvalid' }),
    ownPlaceAreaId: areaIdSchema.nullable().default(null),
    /** The rest of the own place's address, private: a family reads it as a tutor reads theirs. */
    ownPlaceStreet: plainText().trim().max(200, 'validation.tooLong').default(''),
    ownPlaceBuilding: plainText().trim().max(100, 'validation.tooLong').default(''),
    ownPlaceNotes: multiLineText().trim().max(500, 'validation.tooLong').default(''),
    travelBufferMinutes: z
      .number({ error: 'validation.required' })
      .int('validation.inPerson.bufferRange')
      .min(travelBufferLimits.min, 'validation.inPerson.bufferRange')
      .max(travelBufferLimits.max, 'validation.inPerson.bufferRange')
      .default(defaultTravelBufferMinutes),
  })
  .superRefine((value, context) => {
    if (value.atFamilyHome && value.areaIds.length === 0)
      context.addIssue({
        code: 'custom',
        message: 'validation.inPerson.areaRequired',
        path: ['areaIds'],
      });
    if (value.atOwnPlace && value.ownPlaceAreaId === null)
      context.addIssue({
        code: 'custom',
        message: 'validation.inPerson.areaRequired',
        path: ['ownPlaceAreaId'],
      });
    if (value.atOwnPlace && value.ownPlaceStreet === '')
      context.addIssue({
        code: 'custom',
        message: 'validation.required',
        path: ['ownPlaceStreet'],
      });
    if (value.atOwnPlace && value.ownPlaceBuilding === '')
      context.addIssue({
        code: 'custom',
        message: 'validation.required',
        path: ['ownPlaceBuilding'],
      });
  });
export type InPersonSettingsInput = z.input<typeof inPersonSettingsSchema>;
export type InPersonSettings = z.infer<typeof inPersonSettingsSchema>;

/** Whether these settings offer lessons in person at all. */
export function teachesInPerson(settings: Pick<InPersonSettings, 'atFamilyHome' | 'atOwnPlace'>) {
  return settings.atFamilyHome || settings.atOwnPlace;
}

export const addressLimits = { street: 200, building: 100, notes: 500 } as const;

/** Where an in-person lesson happens: `POST /bookings`' `address`, and a family's saved one. */
export const addressInputSchema = z.object({
  areaId: areaIdSchema,
  street: plainText()
    .trim()
    .min(1, 'validation.required')
    .max(addressLimits.street, 'validation.tooLong'),
  building: plainText()
    .trim()
    .min(1, 'validation.required')
    .max(addressLimits.building, 'validation.tooLong'),
  notes: multiLineText()
    .trim()
    .max(addressLimits.notes, 'validation.tooLong')
    .optional()
    .default(''),
});
export type AddressInput = z.input<typeof addressInputSchema>;

/** An address as read back: its district and city named in the reader's language. */
export const addressSchema = z.object({
  /** At the family's home or at the tutor's own place. */
  place: lessonPlaceSchema,
  areaId: z.number().int(),
  /** The district (or the city, when the address names only a city). */
  areaName: z.string(),
  cityName: z.string(),
  street: z.string(),
  building: z.string(),
  notes: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

/** `GET|POST|PUT|DELETE /api/v1/family/addresses`: the addresses a family keeps for lessons. */
export const savedAddressSchema = addressSchema.omit({ place: true }).extend({ id: z.string() });
export type SavedAddress = z.infer<typeof savedAddressSchema>;
export const maxSavedAddresses = 10;

/** What a tutor records on the day of an in-person lesson, as the online join log records. */
export const visitKinds = ['arrived', 'finished'] as const;
export type VisitKind = (typeof visitKinds)[number];
