import { useEducationLevels } from './get-education-levels';
import { useEducationSystems } from './get-education-systems';
import { useGrades } from './get-grades';

/** A choice of education system, level and grade; null where nothing is chosen yet. */
export type CatalogChoice = {
  systemId: number | null;
  levelId: number | null;
  gradeId: number | null;
};

export const noCatalogChoice: CatalogChoice = { systemId: null, levelId: null, gradeId: null };

/**
 * Education system → level → grade (SPEC.md section 2), whoever holds the choice (a form, the
 * URL, a component's state): the options of each step, loaded once the step above is chosen,
 * and choosers that clear the steps below the one that changed.
 */
export function useCatalogCascade(choice: CatalogChoice, onChange: (next: CatalogChoice) => void) {
  const systems = useEducationSystems();
  const levels = useEducationLevels(choice.systemId);
  const grades = useGrades(choice.levelId);
  return {
    systems,
    levels,
    grades,
    chooseSystem: (systemId: number | null) => onChange({ ...noCatalogChoice, systemId }),
    chooseLevel: (levelId: number | null) => onChange({ ...choice, levelId, gradeId: null }),
    chooseGrade: (gradeId: number | null) => onChange({ ...choice, gradeId }),
  };
}
