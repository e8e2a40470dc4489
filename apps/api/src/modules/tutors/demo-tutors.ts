/** Who the demo tutors are: coherent people whose headlines, grades, subjects and hours agree. */
export type DemoTutor = {
  email: string;
  /** Made by the accounts seed; only hours, a headline and reviews are added to it. */
  existing?: boolean;
  fullName: string;
  headline: string;
  bio: string;
  education: string;
  years: number;
  languages: string[];
  subjects: { slug: string; online: string; offline: string }[];
  /** What the headline promises, as catalog slugs; the first is the grade given at signup. */
  teaches: { system: string; level: string; grades: string[] }[];
  timeZone: string;
  /** Weekdays (0 = Sunday) and hours, in the tutor's zone. */
  days: number[];
  hours: [number, number][];
  ratings: [number, string][];
};

/** A small, varied set so /courses has something to show; Saturday–Thursday weeks, Riyadh and Cairo. */
export const demoTutors: DemoTutor[] = [
  {
    email: 'tutor@nibras.test',
    existing: true,
    fullName: 'Noura Al-Otaibi',
    headline: 'Patient lessons for young learners, in English or Arabic',
    bio: '',
    education: '',
    years: 0,
    languages: [],
    subjects: [],
    teaches: [
      { system: 'egypt-national', level: 'primary', grades: ['grade-1', 'grade-2', 'grade-3'] },
    ],
    timeZone: 'Asia/Riyadh',
    days: [6, 0, 1, 2, 3, 4],
    hours: [[16, 20]],
    ratings: [
      [5, 'Clear explanations and a lot of patience with my son.'],
      [4, 'Helped me before my exams. Homework feedback was quick.'],
    ],
  },
  {
    email: 'layla.haddad@nibras.test',
    fullName: 'Layla Haddad',
    headline: 'IGCSE and Saudi curriculum maths and physics',
    bio: 'I have taught maths and physics for eight years in Riyadh and online. I start from what your child already knows and build confidence before speed.',
    education: 'MSc Applied Mathematics, King Saud University',
    years: 8,
    languages: ['ar', 'en'],
    subjects: [
      { slug: 'math', online: '25.00', offline: '35.00' },
      { slug: 'physics', online: '30.00', offline: '40.00' },
    ],
    teaches: [
      {
        system: 'saudi-national',
        level: 'intermediate',
        grades: ['grade-7', 'grade-8', 'grade-9'],
      },
      {
        system: 'saudi-national',
        level: 'secondary',
        grades: ['grade-10', 'grade-11', 'grade-12'],
      },
      { system: 'british', level: 'igcse', grades: ['year-10', 'year-11'] },
    ],
    timeZone: 'Asia/Riyadh',
    days: [6, 0, 1, 2, 3],
    hours: [
      [10, 12],
      [17, 21],
    ],
    ratings: [
      [5, 'My daughter finally enjoys maths.'],
      [5, 'Very organised lessons.'],
    ],
  },
  {
    email: 'omar.farouk@nibras.test',
    fullName: 'Omar Farouk',
    headline: 'Arabic language and grammar for every grade',
    bio: 'Arabic teacher from Cairo with twelve years of classroom experience. Reading, writing and grammar made simple and fun.',
    education: 'BA Arabic Language, Cairo University',
    years: 12,
    languages: ['ar'],
    subjects: [{ slug: 'arabic', online: '15.00', offline: '20.00' }],
    teaches: [
      { system: 'egypt-national', level: 'primary', grades: ['grade-1', 'grade-2', 'grade-3'] },
      { system: 'egypt-national', level: 'primary', grades: ['grade-4', 'grade-5', 'grade-6'] },
      { system: 'egypt-national', level: 'preparatory', grades: ['grade-7', 'grade-8', 'grade-9'] },
    ],
    timeZone: 'Africa/Cairo',
    days: [6, 0, 1, 2, 3],
    hours: [[17, 21]],
    ratings: [[4, 'Kind and thorough.']],
  },
  {
    email: 'sarah.collins@nibras.test',
    fullName: 'Sarah Collins',
    headline: 'English for young learners and IELTS',
    bio: 'CELTA-qualified English teacher. Conversation, reading and exam preparation for children and teenagers.',
    education: 'BA English Literature, University of Leeds',
    years: 5,
    languages: ['en'],
    subjects: [{ slug: 'english', online: '28.00', offline: '38.00' }],
    teaches: [
      { system: 'british', level: 'key-stage-2', grades: ['year-3', 'year-4', 'year-5', 'year-6'] },
      { system: 'british', level: 'igcse', grades: ['year-10', 'year-11'] },
    ],
    timeZone: 'Europe/London',
    days: [1, 2, 3, 4, 5],
    hours: [[15, 19]],
    ratings: [],
  },
];
