import type { Language } from '@nibras/contracts/i18n/languages';
import { tutorCountCap, type TutorSearchQuery } from '@nibras/contracts/tutors';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/reads';
import type { LocalPiece } from './time-filter';
import { noSearchMemory, type SearchMemory } from './tutor-search.memory';
import {
  countedBy,
  countTutorsQuery,
  estimateTutorsQuery,
  searchTutorsQuery,
} from './tutor-search.repo';

/**
 * Above this many matches by the planner's estimate, matches are not counted: the answer is
 * "10,000+" at once. Half the cap again as a margin, so an estimate too high by a third still
 * leaves the true count above the cap.
 */
const estimatedPastCap = tutorCountCap * 1.5;

/** Up to this many matches, a page is cut from the matches rather than from the sort's index. */
const fewMatches = 1_000;

export type TutorSearchRun = {
  /** The matches, exactly up to the cap; `tutorCountCap + 1` means more. */
  counted: number;
  /** The count that was run, unless the estimate or the search's memory settled it. */
  countQuery: SQL | undefined;
  /** A page of this search, from where `query` says. */
  pageQuery(query: TutorSearchQuery): SQL;
};

type PlanAnswer = { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] | string };

/**
 * How a search runs, from how many tutors it matches: a search that the planner expects to
 * match far more than the cap is not counted at all (no count reads thousands of rows only to
 * say "10,000+"); one with few matches has its pages cut from them. The service runs what this
 * decides, and search-plans.test.ts checks the plan of each query. What the estimate or the
 * count found is kept in `memory` for the next search asking the same (decision 0036).
 */
export async function planTutorSearch(
  db: Database,
  query: TutorSearchQuery,
  pieces: readonly LocalPiece[] | undefined,
  /** The language of the cards' subject names. */
  language: Language,
  memory: SearchMemory = noSearchMemory,
): Promise<TutorSearchRun> {
  const countQuery = countTutorsQuery(query, pieces);
  let ranCount = false;
  const counted = await memory.counted(countQuery, async () => {
    const [estimate] = await selectRows<PlanAnswer>(db, estimateTutorsQuery(query, pieces));
    const plan = estimate?.['QUERY PLAN'];
    const parsed =
      typeof plan === 'string' ? (JSON.parse(plan) as Exclude<typeof plan, string>) : plan;
    if ((parsed?.[0].Plan['Plan Rows'] ?? 0) > estimatedPastCap) return tutorCountCap + 1;
    ranCount = true;
    return countedBy(db, countQuery);
  });
  return {
    counted,
    countQuery: ranCount ? countQuery : undefined,
    pageQuery: (asked) =>
      searchTutorsQuery(asked, pieces, { fewMatches: counted <= fewMatches, language }),
  };
}
