/**
 * The ages a child in a grade usually has, by the system's own count: demo children are given
 * a grade their age fits, and the seed test refuses one that does not. Grade 1 starts at six,
 * the British Year 1 at five; kindergarten years come before them.
 */
export function gradeAges(systemSlug: string, gradeSlug: string): { from: number; to: number } {
  const [, kind = '', number = ''] = /^([a-z]+)-?(\d*)$/.exec(gradeSlug) ?? [];
  const n = Number(number);
  const span = (from: number) => ({ from, to: from + 1 });
  if (gradeSlug === 'reception') return span(4);
  if (gradeSlug === 'kindergarten') return span(5);
  if (kind === 'kg') return span(n + (systemSlug === 'saudi-national' ? 2 : 3));
  if (kind === 'year') return span(n + 4);
  if (kind === 'myp') return span(n + 10);
  if (kind === 'dp') return span(n + 15);
  if (kind === 'grade') return span(n + 5);
  throw new Error(`no usual age for ${systemSlug} ${gradeSlug}`);
}

/** Whether a child of this age fits the grade's usual ages. */
export function ageFitsGrade(age: number, systemSlug: string, gradeSlug: string): boolean {
  const { from, to } = gradeAges(systemSlug, gradeSlug);
  return age >= from && age <= to;
}
