import { describe, expect, it } from 'vitest';
import { catalogIdOf, choiceAfter, stepsBelow } from './catalog-choice';

describe('the catalog choice', () => {
  it('clears only the steps below the one chosen', () => {
    const chosen = { systemId: 1, levelId: 10, gradeId: 100 };
    expect(choiceAfter(chosen, 'system', 2)).toEqual({ systemId: 2, levelId: null, gradeId: null });
    expect(choiceAfter(chosen, 'level', null)).toEqual({
      systemId: 1,
      levelId: null,
      gradeId: null,
    });
    expect(choiceAfter(chosen, 'grade', 101)).toEqual({ systemId: 1, levelId: 10, gradeId: 101 });
    expect(stepsBelow('grade')).toEqual([]);
  });

  it('reads an id from a select or the URL, and nothing else', () => {
    expect(catalogIdOf('12')).toBe(12);
    expect(catalogIdOf(7)).toBe(7);
    for (const notAnId of ['', undefined, null, '0', '-3', '1.5', 'abc']) {
      expect(catalogIdOf(notAnId)).toBeNull();
    }
  });
});
