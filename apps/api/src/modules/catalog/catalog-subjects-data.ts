/**
 * Subjects of the catalog: those docs/shared/SPEC.md section 1 names first (the order of the home page's
 * grid), then the usual secondary subjects. Slugs are stable keys: renaming a subject changes
 * its names here, never its slug, or the seed would add a second row.
 */
export const subjectSeeds = [
  { slug: 'arabic', nameEn: 'Arabic', nameAr: 'اللغة العربية', icon: 'book-open-text' },
  { slug: 'english', nameEn: 'English', nameAr: 'اللغة الإنجليزية', icon: 'languages' },
  { slug: 'math', nameEn: 'Math', nameAr: 'الرياضيات', icon: 'calculator' },
  { slug: 'science', nameEn: 'Science', nameAr: 'العلوم', icon: 'flask-conical' },
  {
    slug: 'social-studies',
    nameEn: 'Social Studies',
    nameAr: 'الدراسات الاجتماعية',
    icon: 'globe',
  },
  { slug: 'computer', nameEn: 'Computer', nameAr: 'الحاسب الآلي', icon: 'monitor' },
  { slug: 'french', nameEn: 'French', nameAr: 'اللغة الفرنسية', icon: 'speech' },
  { slug: 'biology', nameEn: 'Biology', nameAr: 'الأحياء', icon: 'microscope' },
  { slug: 'physics', nameEn: 'Physics', nameAr: 'الفيزياء', icon: 'atom' },
  { slug: 'chemistry', nameEn: 'Chemistry', nameAr: 'الكيمياء', icon: 'test-tube' },
  { slug: 'geography', nameEn: 'Geography', nameAr: 'الجغرافيا', icon: 'map' },
  { slug: 'history', nameEn: 'History', nameAr: 'التاريخ', icon: 'landmark' },
  { slug: 'economics', nameEn: 'Economics', nameAr: 'الاقتصاد', icon: 'trending-up' },
  { slug: 'business', nameEn: 'Business Studies', nameAr: 'دراسات الأعمال', icon: 'briefcase' },
  { slug: 'accounting', nameEn: 'Accounting', nameAr: 'المحاسبة', icon: 'receipt' },
  {
    slug: 'islamic-studies',
    nameEn: 'Islamic Studies',
    nameAr: 'التربية الإسلامية',
    icon: 'moon-star',
  },
  { slug: 'german', nameEn: 'German', nameAr: 'اللغة الألمانية', icon: 'message-square-text' },
  { slug: 'psychology', nameEn: 'Psychology', nameAr: 'علم النفس', icon: 'brain' },
  { slug: 'philosophy', nameEn: 'Philosophy', nameAr: 'الفلسفة', icon: 'lightbulb' },
] as const;

export type SubjectSlug = (typeof subjectSeeds)[number]['slug'];
