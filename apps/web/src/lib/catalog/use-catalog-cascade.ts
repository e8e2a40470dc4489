import { useEducationLevels } from './get-education-levels';
import { useEducationSystems } from './get-education-systems';
import { useGrades } from './get-grades';
import { choiceAfter, type CatalogChoice } from './catalog-choice';

export { noCatalogChoice, type CatalogChoice } from './catalog-choice';

/**
 * Education system → level → grade (docs/shared/SPEC.md section 2), whoever holds the choice (a form, the
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
    chooseSystem: (id: number | null) => onChange(choiceAfter(choice, 'system', id)),
    chooseLevel: (id: number | null) => onChange(choiceAfter(choice, 'level', id)),
    chooseGrade: (id: number | null) => onChange(choiceAfter(choice, 'grade', id)),
  };
}
