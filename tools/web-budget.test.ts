import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { budgetPages, overBudget, type Budget, type FirstLoad } from '../e2e/support/first-load';

/** The limits of the web budget (e2e/specs/web-budget.spec.ts measures the built app). */
const budget = JSON.parse(readFileSync('apps/web/budget.json', 'utf8')) as Budget;
const load = (js: number, css: number): FirstLoad => ({ resources: [], js, css, fonts: 0 });

describe('the web budget', () => {
  it('has a JavaScript and a CSS limit in kB for every page it measures', () => {
    expect(Object.keys(budget).sort()).toEqual([...budgetPages].sort());
    for (const limits of Object.values(budget)) {
      expect(limits.js).toBeGreaterThan(0);
      expect(limits.css).toBeGreaterThan(0);
    }
  });

  it('passes a first load at its limits and names each limit a heavier one goes over', () => {
    const limits = budget['/'];
    expect(overBudget('/', load(limits.js * 1024, limits.css * 1024), budget)).toEqual([]);
    expect(overBudget('/', load(limits.js * 1024 + 1, limits.css * 1024 + 1), budget)).toEqual([
      expect.stringContaining('of JavaScript, over the'),
      expect.stringContaining('of CSS, over the'),
    ]);
  });
});
