import { demoAccountLearners, demoChildNames } from '../auth/demo-accounts';

/**
 * The families and students who booked, attended and reviewed the demo tutors: each learner's
 * grade fits their age (`gradeAges`), and a review comes only from a learner whose grade the
 * tutor teaches. `lina` and `yusuf` are the demo parent's first child and the demo student,
 * made by the accounts seed; the others are made here.
 */
export type DemoLearner = {
  key: string;
  name: string;
  age: number;
  system: string;
  level: string;
  grade: string;
};

export type DemoFamily = {
  email: string;
  fullName: string;
  addressAs: 'feminine' | 'masculine';
  timeZone: string;
  language: 'ar' | 'en';
  /** A parent books for their children; a student for themself (one learner, their own name). */
  userType: 'Parent' | 'Student';
  /** Made by the accounts seed. */
  existing?: boolean;
  learners: DemoLearner[];
};

export const demoFamilies: DemoFamily[] = [
  {
    email: 'parent@nibras.test',
    fullName: 'خالد المنصوري',
    addressAs: 'masculine',
    timeZone: 'UTC',
    language: 'ar',
    userType: 'Parent',
    existing: true,
    learners: [{ key: 'lina', name: demoChildNames.first, ...demoAccountLearners.firstChild }],
  },
  {
    email: 'student@nibras.test',
    fullName: 'Yusuf Karim',
    addressAs: 'masculine',
    timeZone: 'UTC',
    language: 'en',
    userType: 'Student',
    existing: true,
    learners: [{ key: 'yusuf', name: 'Yusuf Karim', ...demoAccountLearners.student }],
  },
  {
    email: 'mona.alharbi@nibras.test',
    fullName: 'منى الحربي',
    addressAs: 'feminine',
    timeZone: 'Asia/Riyadh',
    language: 'ar',
    userType: 'Parent',
    learners: [
      {
        key: 'huda',
        name: 'هدى الحربي',
        age: 9,
        system: 'saudi-national',
        level: 'primary',
        grade: 'grade-4',
      },
      {
        key: 'faisal',
        name: 'فيصل الحربي',
        age: 16,
        system: 'saudi-national',
        level: 'secondary',
        grade: 'grade-11',
      },
    ],
  },
  {
    email: 'ahmed.saleh@nibras.test',
    fullName: 'Ahmed Saleh',
    addressAs: 'masculine',
    timeZone: 'Africa/Cairo',
    language: 'ar',
    userType: 'Parent',
    learners: [
      {
        key: 'karim',
        name: 'Karim Saleh',
        age: 7,
        system: 'egypt-national',
        level: 'primary',
        grade: 'grade-2',
      },
      {
        key: 'mariam',
        name: 'Mariam Saleh',
        age: 15,
        system: 'egypt-national',
        level: 'secondary',
        grade: 'grade-10',
      },
    ],
  },
  {
    email: 'rania.khoury@nibras.test',
    fullName: 'Rania Khoury',
    addressAs: 'feminine',
    timeZone: 'Asia/Dubai',
    language: 'en',
    userType: 'Parent',
    learners: [
      {
        key: 'tala',
        name: 'Tala Khoury',
        age: 4,
        system: 'british',
        level: 'early-years',
        grade: 'reception',
      },
      {
        key: 'zain',
        name: 'Zain Khoury',
        age: 12,
        system: 'british',
        level: 'key-stage-3',
        grade: 'year-8',
      },
      {
        key: 'leen',
        name: 'Leen Khoury',
        age: 15,
        system: 'british',
        level: 'igcse',
        grade: 'year-11',
      },
    ],
  },
  {
    email: 'tariq.mansour@nibras.test',
    fullName: 'طارق منصور',
    addressAs: 'masculine',
    timeZone: 'Asia/Amman',
    language: 'ar',
    userType: 'Parent',
    learners: [
      { key: 'salma', name: 'سلمى منصور', age: 12, system: 'ib', level: 'myp', grade: 'myp-2' },
      { key: 'hamza', name: 'حمزة منصور', age: 16, system: 'ib', level: 'dp', grade: 'dp-1' },
    ],
  },
  {
    email: 'emily.carter@nibras.test',
    fullName: 'Emily Carter',
    addressAs: 'feminine',
    timeZone: 'Asia/Qatar',
    language: 'en',
    userType: 'Parent',
    learners: [
      {
        key: 'noah',
        name: 'Noah Carter',
        age: 8,
        system: 'american',
        level: 'elementary',
        grade: 'grade-3',
      },
      {
        key: 'ava',
        name: 'Ava Carter',
        age: 15,
        system: 'american',
        level: 'high',
        grade: 'grade-10',
      },
    ],
  },
  {
    email: 'hessa.alsabah@nibras.test',
    fullName: 'حصة الصباح',
    addressAs: 'feminine',
    timeZone: 'Asia/Kuwait',
    language: 'ar',
    userType: 'Parent',
    learners: [
      {
        key: 'ali',
        name: 'علي الصباح',
        age: 5,
        system: 'egypt-national',
        level: 'kindergarten',
        grade: 'kg-2',
      },
      {
        key: 'jood',
        name: 'جود الصباح',
        age: 12,
        system: 'american',
        level: 'middle',
        grade: 'grade-7',
      },
    ],
  },
  {
    email: 'rayan.aziz@nibras.test',
    fullName: 'Rayan Aziz',
    addressAs: 'masculine',
    timeZone: 'Asia/Bahrain',
    language: 'en',
    userType: 'Student',
    learners: [
      {
        key: 'rayan',
        name: 'Rayan Aziz',
        age: 17,
        system: 'british',
        level: 'a-level',
        grade: 'year-12',
      },
    ],
  },
  {
    email: 'dana.youssef@nibras.test',
    fullName: 'Dana Youssef',
    addressAs: 'feminine',
    timeZone: 'Asia/Beirut',
    language: 'en',
    userType: 'Student',
    learners: [
      { key: 'dana', name: 'Dana Youssef', age: 17, system: 'ib', level: 'dp', grade: 'dp-2' },
    ],
  },
  {
    email: 'nour.hamdan@nibras.test',
    fullName: 'نور حمدان',
    addressAs: 'feminine',
    timeZone: 'Asia/Riyadh',
    language: 'ar',
    userType: 'Student',
    learners: [
      {
        key: 'nour',
        name: 'نور حمدان',
        age: 17,
        system: 'saudi-national',
        level: 'secondary',
        grade: 'grade-12',
      },
    ],
  },
];
