import type { SubjectSlug } from './catalog-subjects-data';
import {
  grades,
  kindergarten,
  masculine,
  range,
  years,
  type GradeSeed,
  type SystemSeed,
} from './catalog-grade-builders';

/** Subject sets that several stages share. */
const early: SubjectSlug[] = ['arabic', 'english', 'math'];
const lowerPrimary: SubjectSlug[] = [...early, 'science', 'islamic-studies'];
const upperPrimary: SubjectSlug[] = [...lowerPrimary, 'social-studies', 'computer'];
const sciences: SubjectSlug[] = ['physics', 'chemistry', 'biology'];
const humanities: SubjectSlug[] = ['history', 'geography'];

const egypt: SystemSeed = {
  slug: 'egypt-national',
  nameEn: 'Egyptian National Curriculum',
  nameAr: 'المنهج الوطني المصري',
  levels: [
    kindergarten(2, early),
    {
      slug: 'primary',
      nameEn: 'Primary',
      nameAr: 'المرحلة الابتدائية',
      grades: [
        // Egypt's Edu 2.0 teaches science and social studies as their own subjects from grade 4.
        ...grades(1, 3, (n) => `الصف ${masculine(n)} الابتدائي`, [...early, 'islamic-studies']),
        ...grades(4, 6, (n) => `الصف ${masculine(n)} الابتدائي`, upperPrimary),
      ],
    },
    {
      slug: 'preparatory',
      nameEn: 'Preparatory',
      nameAr: 'المرحلة الإعدادية',
      grades: grades(7, 9, (n) => `الصف ${masculine(n - 6)} الإعدادي`, [...upperPrimary, 'french']),
    },
    {
      slug: 'secondary',
      nameEn: 'Secondary',
      nameAr: 'المرحلة الثانوية',
      grades: grades(10, 12, (n) => `الصف ${masculine(n - 9)} الثانوي`, [
        ...early,
        'french',
        'german',
        ...sciences,
        ...humanities,
        'philosophy',
        'psychology',
        'computer',
        'islamic-studies',
      ]),
    },
  ],
};

const saudi: SystemSeed = {
  slug: 'saudi-national',
  nameEn: 'Saudi National Curriculum',
  nameAr: 'المنهج الوطني السعودي',
  levels: [
    kindergarten(3, early),
    {
      slug: 'primary',
      nameEn: 'Primary',
      nameAr: 'المرحلة الابتدائية',
      grades: [
        ...grades(1, 3, (n) => `الصف ${masculine(n)} الابتدائي`, lowerPrimary),
        ...grades(4, 6, (n) => `الصف ${masculine(n)} الابتدائي`, upperPrimary),
      ],
    },
    {
      slug: 'intermediate',
      nameEn: 'Intermediate',
      nameAr: 'المرحلة المتوسطة',
      grades: grades(7, 9, (n) => `الصف ${masculine(n - 6)} المتوسط`, upperPrimary),
    },
    {
      slug: 'secondary',
      nameEn: 'Secondary',
      nameAr: 'المرحلة الثانوية',
      // The track system: general, health and life sciences, computing, business, Sharia.
      grades: grades(10, 12, (n) => `الصف ${masculine(n - 9)} الثانوي`, [
        ...early,
        ...sciences,
        ...humanities,
        'computer',
        'business',
        'economics',
        'islamic-studies',
      ]),
    },
  ],
};

const britishPrimary: SubjectSlug[] = [...lowerPrimary, 'computer', 'social-studies'];
const britishLanguages: SubjectSlug[] = ['arabic', 'english', 'french', 'german'];
const britishExamSubjects: SubjectSlug[] = [
  ...britishLanguages,
  'math',
  ...sciences,
  'computer',
  ...humanities,
  'economics',
  'business',
  'accounting',
];

const british: SystemSeed = {
  slug: 'british',
  nameEn: 'British (IGCSE / A Level)',
  nameAr: 'المنهج البريطاني (IGCSE / A Level)',
  levels: [
    {
      slug: 'early-years',
      nameEn: 'Early Years (EYFS)',
      nameAr: 'مرحلة السنوات المبكرة',
      grades: [{ slug: 'reception', nameEn: 'Reception', nameAr: 'سنة التمهيدي', subjects: early }],
    },
    {
      slug: 'key-stage-1',
      nameEn: 'Key Stage 1',
      nameAr: 'المرحلة الأساسية الأولى',
      grades: years(1, 2, britishPrimary),
    },
    {
      slug: 'key-stage-2',
      nameEn: 'Key Stage 2',
      nameAr: 'المرحلة الأساسية الثانية',
      grades: years(3, 6, [...britishPrimary, 'french', ...humanities]),
    },
    {
      slug: 'key-stage-3',
      nameEn: 'Key Stage 3',
      nameAr: 'المرحلة الأساسية الثالثة',
      grades: years(7, 9, [...britishPrimary, 'french', 'german', ...humanities]),
    },
    {
      slug: 'igcse',
      nameEn: 'IGCSE',
      nameAr: 'الشهادة الدولية العامة للتعليم الثانوي (IGCSE)',
      grades: years(10, 11, [...britishExamSubjects, 'science', 'islamic-studies']),
    },
    {
      slug: 'a-level',
      nameEn: 'AS & A Level',
      nameAr: 'المستوى المتقدم (AS وA Level)',
      grades: [
        { slug: 'year-12', nameEn: 'Year 12 (AS Level)', nameAr: 'السنة الثانية عشرة (AS)' },
        { slug: 'year-13', nameEn: 'Year 13 (A Level)', nameAr: 'السنة الثالثة عشرة (A Level)' },
      ].map((grade) => ({ ...grade, subjects: [...britishExamSubjects, 'psychology'] })),
    },
  ],
};

/** American and IB grades are "Grade n", in Arabic "الصف ..." without a stage suffix. */
const plainGradeAr = (n: number) => `الصف ${masculine(n)}`;
const kindergartenGrade = (subjects: readonly SubjectSlug[]): GradeSeed => ({
  slug: 'kindergarten',
  nameEn: 'Kindergarten',
  nameAr: 'الروضة',
  subjects,
});
const internationalPrimary: SubjectSlug[] = [...upperPrimary, 'french'];

const american: SystemSeed = {
  slug: 'american',
  nameEn: 'American',
  nameAr: 'المنهج الأمريكي',
  levels: [
    {
      slug: 'elementary',
      nameEn: 'Elementary School',
      nameAr: 'المرحلة الابتدائية',
      grades: [kindergartenGrade(early), ...grades(1, 5, plainGradeAr, internationalPrimary)],
    },
    {
      slug: 'middle',
      nameEn: 'Middle School',
      nameAr: 'المرحلة المتوسطة',
      grades: grades(6, 8, plainGradeAr, internationalPrimary),
    },
    {
      slug: 'high',
      nameEn: 'High School',
      nameAr: 'المرحلة الثانوية',
      grades: grades(9, 12, plainGradeAr, [
        ...early,
        'french',
        ...sciences,
        'computer',
        ...humanities,
        'economics',
        'business',
        'psychology',
        'islamic-studies',
      ]),
    },
  ],
};

const ib: SystemSeed = {
  slug: 'ib',
  nameEn: 'International Baccalaureate (IB)',
  nameAr: 'البكالوريا الدولية (IB)',
  levels: [
    {
      slug: 'pyp',
      nameEn: 'Primary Years Programme (PYP)',
      nameAr: 'برنامج السنوات الابتدائية (PYP)',
      grades: [kindergartenGrade(early), ...grades(1, 5, plainGradeAr, internationalPrimary)],
    },
    {
      slug: 'myp',
      nameEn: 'Middle Years Programme (MYP)',
      nameAr: 'برنامج السنوات المتوسطة (MYP)',
      grades: range(1, 5).map((year) => ({
        slug: `myp-${year}`,
        nameEn: `MYP ${year} (Grade ${year + 5})`,
        nameAr: `MYP ${year} (الصف ${masculine(year + 5)})`,
        // MYP 4 and 5 split science into the three sciences and add economics.
        subjects:
          year <= 3
            ? [...internationalPrimary, ...humanities]
            : [...internationalPrimary, ...humanities, ...sciences, 'economics'],
      })),
    },
    {
      slug: 'dp',
      nameEn: 'Diploma Programme (DP)',
      nameAr: 'برنامج الدبلوما (DP)',
      grades: range(1, 2).map((year) => ({
        slug: `dp-${year}`,
        nameEn: `DP ${year} (Grade ${year + 10})`,
        nameAr: `DP ${year} (الصف ${masculine(year + 10)})`,
        subjects: [
          ...britishLanguages,
          'math',
          ...sciences,
          'computer',
          ...humanities,
          'economics',
          'business',
          'psychology',
          'philosophy',
        ],
      })),
    },
  ],
};

/**
 * The education systems our families' children are in, with their real levels and grades and
 * the subjects taught in each grade. Slugs are stable seed keys (see catalog.seed.ts); names
 * and subject lists may change freely.
 */
export const systemSeeds: SystemSeed[] = [egypt, saudi, british, american, ib];
