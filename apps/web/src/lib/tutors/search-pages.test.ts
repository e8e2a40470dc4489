import type { TutorSearchAnswer } from '@nibras/contracts/tutors';
import { describe, expect, it } from 'vitest';
import {
  nextSearchPage,
  previousSearchPage,
  readSearchPage,
  searchPageChanges,
  searchPageCount,
} from './search-pages';

const names = { number: 'page', after: 'after', before: 'before' };
const answer = (changes: Partial<TutorSearchAnswer>): TutorSearchAnswer => ({
  items: [],
  total: 30,
  totalCapped: false,
  pageSize: 12,
  nextCursor: null,
  previousCursor: null,
  ...changes,
});

describe('search pages', () => {
  it('reads a page from the URL; a number without a cursor is the first page', () => {
    expect(readSearchPage(new URLSearchParams('page=3&after=c'), names)).toEqual({
      number: 3,
      after: 'c',
    });
    expect(readSearchPage(new URLSearchParams('page=3&before=c'), names)).toEqual({
      number: 3,
      before: 'c',
    });
    // An address from before cursors, or a hand-made one.
    expect(readSearchPage(new URLSearchParams('page=2'), names)).toEqual({ number: 1 });
    expect(readSearchPage(new URLSearchParams('page=x&after=c'), names)).toEqual({ number: 1 });
  });

  it('steps forwards and back by the answer’s cursors, and home to the plain first page', () => {
    const second = { number: 2, after: 'c1' };
    const shown = answer({ nextCursor: 'c2', previousCursor: 'b2' });
    expect(nextSearchPage(second, shown)).toEqual({ number: 3, after: 'c2' });
    expect(previousSearchPage(second, shown)).toEqual({ number: 1 });
    expect(previousSearchPage({ number: 5, after: 'c4' }, shown)).toEqual({
      number: 4,
      before: 'b2',
    });
    expect(nextSearchPage(second, answer({}))).toBeNull();
    expect(searchPageChanges({ number: 1 }, names)).toEqual({
      page: null,
      after: null,
      before: null,
    });
  });

  it('counts pages only when the total is exact', () => {
    expect(searchPageCount(answer({}))).toBe(3);
    expect(searchPageCount(answer({ total: 10_000, totalCapped: true }))).toBeNull();
  });
});
