import { zodResolver } from '@hookform/resolvers/zod';
import { childInputSchema, type Child, type ChildValues } from '@nibras/contracts/family';
import type { Resolver } from 'react-hook-form';
import type { GradePath } from '@/lib/catalog/find-grade';

/**
 * What the child form holds, under the contract's names: inputs hold strings (childInputSchema
 * reads and checks them, as the signup does); system and level only narrow the grade list.
 */
export type ChildFormValues = {
  name: string;
  age: string;
  schoolName: string;
  preferredLanguage: string;
  gradeId: string;
  subjectIds: number[];
  learningGoals: string;
  preferredLearningTime: string;
  catalog: { systemId: string; levelId: string };
};

/** The schema's input takes numbers or the strings a form holds; these values are one shape of it. */
export const childFormResolver = zodResolver(childInputSchema as never) as unknown as Resolver<
  ChildFormValues,
  unknown,
  ChildValues
>;

/** Empty for a new child; a saved child's values, with the picker opened at their grade. */
export function childFormValuesOf(child: Child | null, path: GradePath | null): ChildFormValues {
  if (!child) {
    return {
      name: '',
      age: '',
      schoolName: '',
      preferredLanguage: '',
      gradeId: '',
      subjectIds: [],
      learningGoals: '',
      preferredLearningTime: '',
      catalog: { systemId: '', levelId: '' },
    };
  }
  return {
    name: child.name,
    age: child.age === null ? '' : String(child.age),
    schoolName: child.schoolName,
    preferredLanguage: child.preferredLanguage,
    gradeId: path ? String(child.gradeId) : '',
    subjectIds: path ? child.subjectIds : [],
    learningGoals: child.learningGoals,
    preferredLearningTime: child.preferredLearningTime ?? '',
    catalog: {
      systemId: path ? String(path.systemId) : '',
      levelId: path ? String(path.levelId) : '',
    },
  };
}
