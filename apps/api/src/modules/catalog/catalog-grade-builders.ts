import type { SubjectSlug } from './catalog-subjects-data';

/** Shapes of the seed data and the builders of its grade names, in English and in Arabic. */
export type GradeSeed = {
  slug: string;
  nameEn: string;
  nameAr: string;
  subjects: readonly SubjectSlug[];
};
export type LevelSeed = { slug: string; nameEn: string; nameAr: string; grades: GradeSeed[] };
export type SystemSeed = { slug: string; nameEn: string; nameAr: string; levels: LevelSeed[] };

/** "الصف الأول" … "الصف الثاني عشر" */
const masculineOrdinals = [
  'الأول',
  'الثاني',
  'الثالث',
  'الرابع',
  'الخامس',
  'السادس',
  'السابع',
  'الثامن',
  'التاسع',
  'العاشر',
  'الحادي عشر',
  'الثاني عشر',
];
/** "السنة الأولى" … "السنة الثالثة عشرة", and "المستوى" of kindergarten takes the masculine. */
const feminineOrdinals = [
  'الأولى',
  'الثانية',
  'الثالثة',
  'الرابعة',
  'الخامسة',
  'السادسة',
  'السابعة',
  'الثامنة',
  'التاسعة',
  'العاشرة',
  'الحادية عشرة',
  'الثانية عشرة',
  'الثالثة عشرة',
];
export const masculine = (n: number) => masculineOrdinals[n - 1] ?? String(n);
const feminine = (n: number) => feminineOrdinals[n - 1] ?? String(n);

export function range(from: number, to: number) {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/** "Grade n" with the Arabic name its system uses, e.g. "الصف الأول الإعدادي" for Egypt's grade 7. */
export function grades(
  from: number,
  to: number,
  nameAr: (n: number) => string,
  subjects: readonly SubjectSlug[],
): GradeSeed[] {
  return range(from, to).map((n) => ({
    slug: `grade-${n}`,
    nameEn: `Grade ${n}`,
    nameAr: nameAr(n),
    subjects,
  }));
}

export function kindergarten(levels: number, subjects: readonly SubjectSlug[]): LevelSeed {
  return {
    slug: 'kindergarten',
    nameEn: 'Kindergarten',
    nameAr: 'رياض الأطفال',
    grades: range(1, levels).map((n) => ({
      slug: `kg-${n}`,
      nameEn: `KG ${n}`,
      nameAr: `رياض الأطفال - المستوى ${masculine(n)}`,
      subjects,
    })),
  };
}

export function years(from: number, to: number, subjects: readonly SubjectSlug[]): GradeSeed[] {
  return range(from, to).map((n) => ({
    slug: `year-${n}`,
    nameEn: `Year ${n}`,
    nameAr: `السنة ${feminine(n)}`,
    subjects,
  }));
}
