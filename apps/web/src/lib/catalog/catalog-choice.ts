/** The catalog's cascade, top to bottom (docs/shared/SPEC.md section 2): each step lists what the one above holds. */
export const catalogSteps = ['system', 'level', 'grade'] as const;
export type CatalogStep = (typeof catalogSteps)[number];

/** A choice of education system, level and grade; null where nothing is chosen yet. */
export type CatalogChoice = Record<`${CatalogStep}Id`, number | null>;

export const noCatalogChoice: CatalogChoice = { systemId: null, levelId: null, gradeId: null };

export function isCatalogStep(name: string): name is CatalogStep {
  return (catalogSteps as readonly string[]).includes(name);
}

/** The steps under a step: a new choice there means nothing chosen below it any more. */
export function stepsBelow(step: CatalogStep): CatalogStep[] {
  return catalogSteps.slice(catalogSteps.indexOf(step) + 1);
}

/** The choice after choosing `id` at `step`: the steps below it are cleared. */
export function choiceAfter(choice: CatalogChoice, step: CatalogStep, id: number | null) {
  const next: CatalogChoice = { ...choice, [`${step}Id`]: id };
  for (const below of stepsBelow(step)) next[`${below}Id`] = null;
  return next;
}

/** A catalog id from a select's or the URL's string ('' and anything else not an id: null). */
export function catalogIdOf(value: unknown): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}
