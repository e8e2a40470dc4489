import { defaultLessonMinutes } from '@nibras/contracts/availability';
import { tutorPriceCurrency } from '@nibras/contracts/tutor-subjects';
import type { Language } from '@nibras/contracts/i18n/languages';
import { tutorSearchCursor } from '@nibras/contracts/tutor-search-cursor';
import {
  relaxedParams,
  tutorCountCap,
  tutorSearchRelaxations,
  type TutorProfile,
  type TutorSearchAnswer,
  type TutorSearchQuery,
} from '@nibras/contracts/tutors';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/envelope';
import { loadInPerson } from '../availability/in-person.repo';
import { listTutorSubjects } from '../tutor-subjects/tutor-subjects.repo';
import type { SearchMemory, TutorSearchMemory } from './tutor-search.memory';
import { planTutorSearch } from './tutor-search.plan';
import {
  countedBy,
  countTutorsQuery,
  tutorTimeZones,
  type TutorSearchRow,
} from './tutor-search.repo';
import { findListedTutor, latestReviews, ratingOf, taughtGrades } from './tutors.repo';
import { requestedPieces } from './time-filter';
import { readAll, selectRows } from '../../db/reads';
import { uuidPattern } from '@nibras/contracts/ids';

const reviewsOnProfile = 10;

/** Same address as the account slice serves photos from (auth/session.service.ts). */
const avatarUrl = (id: string, path: string | null) => (path ? `/api/v1/users/${id}/avatar` : null);

/** A row's sort keys as the query names them: k0 to k3, as many as the order has. */
const keysOf = (row: TutorSearchRow) => [0, 1, 2, 3].flatMap((index) => row[`k${index}`] ?? []);

/**
 * For a search that found nobody: how many each filter, dropped alone, would find. The counts
 * are the search's own capped count (countTutorsQuery), so they use the same indexes.
 */
async function relaxationsOf(
  db: Database,
  query: TutorSearchQuery,
  piecesOf: (query: TutorSearchQuery) => ReturnType<typeof requestedPieces>,
  memory: SearchMemory,
): Promise<NonNullable<TutorSearchAnswer['relaxations']>> {
  const found = [];
  for (const drop of tutorSearchRelaxations) {
    const params = relaxedParams[drop];
    if (!params.some((param) => query[param] !== undefined)) continue;
    const relaxed: TutorSearchQuery = { ...query };
    for (const param of params) delete relaxed[param];
    const countQuery = countTutorsQuery(relaxed, piecesOf(relaxed));
    const counted = await memory.counted(countQuery, () => countedBy(db, countQuery));
    const total = Math.min(counted, tutorCountCap);
    if (total > 0) found.push({ drop, total });
  }
  return found.sort((a, b) => b.total - a.total);
}

export async function findTutors(
  db: Database,
  query: TutorSearchQuery,
  language: Language,
  /** The days asked for are this week's, in the zones' offsets of this moment (`app.clock`). */
  now: Date,
  kept: TutorSearchMemory,
): Promise<TutorSearchAnswer> {
  const asksTimes = Boolean(query.days?.length || query.times?.length);
  const memory = await kept.current();
  const zones = asksTimes ? await memory.zones(() => tutorTimeZones(db)) : [];
  const piecesOf = (asked: TutorSearchQuery) =>
    requestedPieces(asked.days, asked.times, asked.tz ?? 'UTC', zones, now.getTime());
  const pieces = piecesOf(query);
  const run = await planTutorSearch(db, query, pieces, language, memory);
  const found = await selectRows<TutorSearchRow>(db, run.pageQuery(query));
  // One row past the page says another page lies that way; a page read backwards turns round.
  const backwards = query.position?.direction === 'before';
  const more = found.length > query.pageSize;
  const rows = found.slice(0, query.pageSize);
  if (backwards) rows.reverse();
  const cursorOf = (row: TutorSearchRow | undefined) =>
    row ? tutorSearchCursor.encode(query.sort, keysOf(row)) : null;
  const hasNext = backwards ? rows.length > 0 : more;
  const hasPrevious = backwards ? more : query.position !== undefined;
  return {
    items: rows.map((row) => ({
      id: row.id,
      fullName: row.full_name,
      avatarUrl: avatarUrl(row.id, row.avatar_path),
      addressAs: row.address_as,
      headline: row.headline,
      yearsOfExperience: row.years_of_experience,
      languagesSpoken: row.languages_spoken,
      rating: { average: row.rating_average, count: row.rating_count },
      priceFrom: { amount: Number(row.price_from).toFixed(2), currency: tutorPriceCurrency },
      teachesInPerson: row.teaches_in_person,
      subjects: row.subjects,
    })),
    total: Math.min(run.counted, tutorCountCap),
    totalCapped: run.counted > tutorCountCap,
    pageSize: query.pageSize,
    nextCursor: hasNext ? cursorOf(rows.at(-1)) : null,
    previousCursor: hasPrevious ? cursorOf(rows[0]) : null,
    ...(run.counted === 0 && {
      relaxations: await relaxationsOf(db, query, piecesOf, memory),
    }),
  };
}

/** A timestamp as the raw query gives it (a Date, or PostgreSQL's text), as ISO 8601. */
function isoOrNull(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

export async function tutorProfileOf(
  db: Database,
  id: string,
  language: Language,
): Promise<TutorProfile> {
  const tutor = uuidPattern.test(id) ? await findListedTutor(db, id) : undefined;
  if (!tutor) throw new AppError(404, 'tutor_not_found');
  const [grades, subjects, rating, reviews, inPerson] = await readAll(db, [
    () => taughtGrades(db, id, language),
    () => listTutorSubjects(db, id, language),
    () => ratingOf(db, id),
    () => latestReviews(db, id, reviewsOnProfile),
    () => loadInPerson(db, id, language),
  ]);
  // Only what a family may know: the areas, never the own place's street (decision 0030).
  const inPersonAreas = inPerson?.atFamilyHome ? inPerson.areas : [];
  const ownPlaceArea = (inPerson?.atOwnPlace && inPerson.ownPlaceArea) || null;
  const teachesInPerson = inPersonAreas.length > 0 || ownPlaceArea !== null;
  return {
    id: tutor.id,
    fullName: tutor.full_name,
    avatarUrl: avatarUrl(tutor.id, tutor.avatar_path),
    addressAs: tutor.address_as,
    headline: tutor.headline,
    bio: tutor.brief_bio,
    educationalBackground: tutor.educational_background,
    yearsOfExperience: tutor.years_of_experience,
    languagesSpoken: tutor.languages_spoken,
    hourlyRate: { amount: tutor.hourly_rate, currency: tutor.currency },
    timeZone: tutor.time_zone,
    sessionMinutes: tutor.session_minutes ?? defaultLessonMinutes,
    grades,
    subjects: subjects.map((subject) => ({
      id: subject.subjectId,
      name: subject.name,
      icon: subject.icon,
      onlinePrice: subject.onlinePrice,
      offlinePrice: subject.offlinePrice,
      currency: subject.currency,
    })),
    rating,
    reviews: reviews,
    inPersonAreas,
    ownPlaceArea,
    travelBufferMinutes: teachesInPerson && inPerson ? inPerson.travelBufferMinutes : 0,
    verification: {
      identityCheckedAt: isoOrNull(tutor.identity_checked_at),
      qualificationsCheckedAt: isoOrNull(tutor.qualifications_checked_at),
    },
  };
}
