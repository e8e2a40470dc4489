import type { LessonMode, LessonPlace } from '@nibras/contracts/in-person';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readSearchPage, type SearchPage } from '@/lib/tutors/search-pages';

/** Every choice of the booking flow lives in the URL, so reload, back and a shared link work. */
export type BookingChoices = {
  subjectId: number | null;
  tutorId: string | null;
  start: string | null;
  trial: boolean;
  childId: string | null;
  /** Online or in person; null until chosen where the tutor offers both. */
  mode: LessonMode | null;
  /** In person: at the family's home or at the tutor's own place. */
  place: LessonPlace | null;
  /** Which week of free times is shown: 0 is the one starting today. */
  week: number;
  /** Which page of the subject's tutors is shown. */
  tutorsPage: SearchPage;
};

/** Where the page of tutors is kept in the URL (lib/tutors/search-pages). */
export const tutorsPageNames = { number: 'tutors', after: 'tutorsAfter', before: 'tutorsBefore' };

export type ChoiceName =
  | 'subject'
  | 'tutor'
  | 'start'
  | 'trial'
  | 'child'
  | 'mode'
  | 'place'
  | 'week'
  | (typeof tutorsPageNames)[keyof typeof tutorsPageNames];

function positiveInt(value: string | null) {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

const modeOf = (value: string | null): LessonMode | null =>
  value === 'online' || value === 'in-person' ? value : null;
const placeOf = (value: string | null): LessonPlace | null =>
  value === 'family-home' || value === 'tutor-place' ? value : null;

export function readChoices(params: URLSearchParams): BookingChoices {
  const start = params.get('start');
  return {
    subjectId: positiveInt(params.get('subject')),
    tutorId: params.get('tutor') || null,
    start: start && !Number.isNaN(Date.parse(start)) ? start : null,
    trial: params.get('trial') === '1',
    childId: params.get('child') || null,
    mode: modeOf(params.get('mode')),
    place: placeOf(params.get('place')),
    week: positiveInt(params.get('week')) ?? 0,
    tutorsPage: readSearchPage(params, tutorsPageNames),
  };
}

type Change = Partial<Record<ChoiceName, string | null>>;

/** The choices, and a way to change some of them: a value sets it, null removes it. */
export function useBookingChoices() {
  const [params, setParams] = useSearchParams();
  const choices = useMemo(() => readChoices(params), [params]);
  const change = useCallback(
    (values: Change, options: { replace?: boolean; state?: unknown } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(values)) {
            if (value === null || value === undefined) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: options.replace, state: options.state },
      ),
    [setParams],
  );
  return { choices, change };
}
