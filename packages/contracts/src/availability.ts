import { z } from 'zod';
import { plainText } from './text';
import { isKnownTimeZone } from './time-zones';
import { areaSchema, inPersonSettingsSchema, lessonModeSchema } from './in-person';
import { ramadanShiftSchema } from './region-calendar';

/**
 * A tutor's weekly hours and date overrides in their own IANA time zone, and the bookable
 * slots computed from them (always UTC ISO 8601). Messages are translation keys of i18n/en.ts.
 */

export const minimumNoticeLimits = { min: 0, max: 30 * 24 * 60 } as const;
export const bookingHorizonLimits = { min: 1, max: 365 } as const;
export const slotMinuteChoices = [30, 45, 60, 90, 120] as const;
export const defaultLessonMinutes = 60;
/** The longest window one slots call may ask for, so an answer stays small. */
export const maxSlotWindowDays = 31;
/**
 * Bounds on one schedule, so that reading a tutor's free slots stays cheap for anyone: a few
 * ranges a day (a working day split by breaks), and dates with their own hours for about the
 * next three months.
 */
export const availabilityLimits = { rangesPerDayMax: 6, dateOverridesMax: 100 } as const;

export const timeZoneSchema = plainText()
  .trim()
  .min(1, 'validation.required')
  .refine(isKnownTimeZone, 'validation.availability.timeZoneInvalid');

/** "HH:mm" on a 24-hour clock; "24:00" closes a range at midnight. */
export const timeOfDaySchema = z
  .string({ error: 'validation.required' })
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'validation.availability.timeInvalid');

export function minutesOfTime(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

export function timeOfMinutes(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

function endsAfterStart(range: { start: string; end: string }) {
  return minutesOfTime(range.end) > minutesOfTime(range.start);
}
const endAfterStartIssue = { error: 'validation.availability.endAfterStart', path: ['end'] };

export const timeRangeSchema = z
  .object({ start: timeOfDaySchema, end: timeOfDaySchema })
  .refine(endsAfterStart, endAfterStartIssue);
export type TimeRange = z.infer<typeof timeRangeSchema>;

/** 0 = Sunday … 6 = Saturday; a family's week may start on Saturday, the numbers do not. */
export const weekdaySchema = z
  .number({ error: 'validation.required' })
  .int('validation.selectionInvalid')
  .min(0, 'validation.selectionInvalid')
  .max(6, 'validation.selectionInvalid');

export const weeklyHoursSchema = z
  .object({ weekday: weekdaySchema, start: timeOfDaySchema, end: timeOfDaySchema })
  .refine(endsAfterStart, endAfterStartIssue);
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

const isoDateSchema = z
  .string({ error: 'validation.required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.availability.dateInvalid')
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
  }, 'validation.availability.dateInvalid');

/** Hours for one date that replace its weekday's; no ranges is a day off. */
export const dateOverrideSchema = z.object({
  date: isoDateSchema,
  ranges: z
    .array(timeRangeSchema)
    .max(availabilityLimits.rangesPerDayMax, 'validation.availability.tooManyRanges'),
});
export type DateOverride = z.infer<typeof dateOverrideSchema>;

type Ranged = { start: string; end: string };

/** Index pairs of ranges that share time; touching ranges (10:00–11:00, 11:00–12:00) do not. */
function overlappingIndexes(ranges: Ranged[]): number[] {
  const found = new Set<number>();
  ranges.forEach((a, i) =>
    ranges.forEach((b, j) => {
      if (i < j && minutesOfTime(a.start) < minutesOfTime(b.end)) {
        if (minutesOfTime(b.start) < minutesOfTime(a.end)) found.add(j);
      }
    }),
  );
  return [...found];
}

/**
 * A separate weekly timetable for Ramadan (issue 34): it replaces the usual weekly hours on the
 * dates of Ramadan by Umm al-Qura, moved by `shiftDays` (−1, 0 or +1). Date overrides still win.
 */
export const ramadanHoursSchema = z.object({
  shiftDays: ramadanShiftSchema.optional().default(0),
  weeklyHours: z
    .array(weeklyHoursSchema)
    .max(7 * availabilityLimits.rangesPerDayMax, 'validation.availability.tooManyRanges'),
});
export type RamadanHours = z.infer<typeof ramadanHoursSchema>;

export const availabilitySchema = z
  .object({
    timeZone: timeZoneSchema,
    minimumNoticeMinutes: z
      .number({ error: 'validation.required' })
      .int('validation.availability.noticeRange')
      .min(minimumNoticeLimits.min, 'validation.availability.noticeRange')
      .max(minimumNoticeLimits.max, 'validation.availability.noticeRange'),
    bookingHorizonDays: z
      .number({ error: 'validation.required' })
      .int('validation.availability.horizonRange')
      .min(bookingHorizonLimits.min, 'validation.availability.horizonRange')
      .max(bookingHorizonLimits.max, 'validation.availability.horizonRange'),
    /** Confirm every booking at once instead of answering each request. */
    autoConfirm: z.boolean({ error: 'validation.selectionInvalid' }).optional().default(false),
    /** How long a paid lesson lasts; a free trial is always `trialMinutes` (booking.ts). */
    sessionMinutes: z
      .number({ error: 'validation.selectionInvalid' })
      .refine(
        (value) => (slotMinuteChoices as readonly number[]).includes(value),
        'validation.selectionInvalid',
      )
      .optional()
      .default(defaultLessonMinutes),
    weeklyHours: z
      .array(weeklyHoursSchema)
      .max(7 * availabilityLimits.rangesPerDayMax, 'validation.availability.tooManyRanges'),
    dateOverrides: z
      .array(dateOverrideSchema)
      .max(availabilityLimits.dateOverridesMax, 'validation.availability.tooManyOverrides'),
    /** Whether and where the tutor teaches in person (issue 32); left as saved when absent. */
    inPerson: inPersonSettingsSchema.optional(),
    /** The Ramadan timetable; null keeps the usual hours in Ramadan; absent leaves it as saved. */
    ramadan: ramadanHoursSchema.nullable().optional(),
  })
  .superRefine((value, context) => {
    const checkWeek = (weeklyHours: WeeklyHours[], path: (string | number)[]) => {
      for (let weekday = 0; weekday <= 6; weekday += 1) {
        const indexes = weeklyHours.flatMap((range, index) =>
          range.weekday === weekday ? [index] : [],
        );
        const sameDay = indexes.map((index) => weeklyHours[index] as Ranged);
        if (indexes.length > availabilityLimits.rangesPerDayMax) {
          context.addIssue({
            code: 'custom',
            message: 'validation.availability.tooManyRanges',
            path: [...path, indexes[availabilityLimits.rangesPerDayMax] as number, 'start'],
          });
        }
        for (const position of overlappingIndexes(sameDay)) {
          context.addIssue({
            code: 'custom',
            message: 'validation.availability.overlap',
            path: [...path, indexes[position] as number, 'start'],
          });
        }
      }
    };
    checkWeek(value.weeklyHours, ['weeklyHours']);
    if (value.ramadan) checkWeek(value.ramadan.weeklyHours, ['ramadan', 'weeklyHours']);
    const seenDates = new Set<string>();
    value.dateOverrides.forEach((override, index) => {
      if (seenDates.has(override.date)) {
        context.addIssue({
          code: 'custom',
          message: 'validation.availability.dateRepeated',
          path: ['dateOverrides', index, 'date'],
        });
      }
      seenDates.add(override.date);
      for (const position of overlappingIndexes(override.ranges)) {
        context.addIssue({
          code: 'custom',
          message: 'validation.availability.overlap',
          path: ['dateOverrides', index, 'ranges', position, 'start'],
        });
      }
    });
  });
export type Availability = z.infer<typeof availabilitySchema>;
export type AvailabilityInput = z.input<typeof availabilitySchema>;

/** `GET /tutor/availability`: what the tutor saved, or `configured: false` and defaults. */
export const availabilityAnswerSchema = z.object({
  configured: z.boolean(),
  timeZone: z.string(),
  minimumNoticeMinutes: z.number().int(),
  bookingHorizonDays: z.number().int(),
  autoConfirm: z.boolean(),
  sessionMinutes: z.number().int(),
  weeklyHours: z.array(z.object({ weekday: z.number().int(), start: z.string(), end: z.string() })),
  dateOverrides: z.array(
    z.object({
      date: z.string(),
      ranges: z.array(z.object({ start: z.string(), end: z.string() })),
    }),
  ),
  /** As saved, the areas named in the reader's language; online only by default. */
  inPerson: z.object({
    atFamilyHome: z.boolean(),
    areas: z.array(areaSchema),
    atOwnPlace: z.boolean(),
    ownPlaceArea: areaSchema.nullable(),
    /** The tutor's own place's private details, read back to the tutor only. */
    ownPlaceStreet: z.string(),
    ownPlaceBuilding: z.string(),
    ownPlaceNotes: z.string(),
    travelBufferMinutes: z.number().int(),
  }),
  /** The Ramadan timetable, or null when the usual hours hold in Ramadan too. */
  ramadan: z
    .object({
      shiftDays: z.number().int(),
      weeklyHours: z.array(
        z.object({ weekday: z.number().int(), start: z.string(), end: z.string() }),
      ),
    })
    .nullable()
    .optional(),
});
export type AvailabilityAnswer = z.infer<typeof availabilityAnswerSchema>;

/** Years a slot window may touch: outside them an instant is a typo or a probe, not a date. */
export const slotYears = { min: 1970, max: 2100 } as const;

const instantSchema = z.iso
  .datetime({ offset: true, error: 'validation.availability.instantInvalid' })
  .refine((value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= slotYears.min && year <= slotYears.max;
  }, 'validation.availability.instantInvalid');

/** `GET /tutors/{id}/slots?from&to&duration`: a bounded UTC window, by default the next 14 days. */
export const slotsQuerySchema = z
  .object({
    from: instantSchema.optional(),
    to: instantSchema.optional(),
    duration: z
      .enum(slotMinuteChoices.map(String) as [string, ...string[]], {
        error: 'validation.selectionInvalid',
      })
      .transform(Number)
      .optional(),
    /** In person: the tutor's travel time is left free around each slot (issue 32). */
    mode: lessonModeSchema.optional().default('online'),
  })
  .superRefine((query, context) => {
    if (!query.from || !query.to) return;
    const span = Date.parse(query.to) - Date.parse(query.from);
    if (span <= 0) {
      context.addIssue({
        code: 'custom',
        message: 'validation.availability.windowOrder',
        path: ['to'],
      });
    } else if (span > maxSlotWindowDays * 24 * 3_600_000) {
      context.addIssue({
        code: 'custom',
        message: 'validation.availability.windowTooLong',
        path: ['to'],
      });
    }
  });
export type SlotsQuery = z.input<typeof slotsQuerySchema>;

export const slotSchema = z.object({ start: z.string(), end: z.string() });
export type Slot = z.infer<typeof slotSchema>;

export const slotsAnswerSchema = z.object({
  tutorId: z.string(),
  /** The tutor's own zone, so a page can show both clocks; null when no hours are set. */
  timeZone: z.string().nullable(),
  slotMinutes: z.number().int(),
  from: z.string(),
  to: z.string(),
  slots: z.array(slotSchema),
});
export type SlotsAnswer = z.infer<typeof slotsAnswerSchema>;
