import { demoTutorsAbroad } from './demo-tutors-abroad';
import { demoTutorsEgyptLevant } from './demo-tutors-egypt-levant';
import { demoTutorsGulf } from './demo-tutors-gulf';
import {
  gradesOf,
  mondayToFriday,
  priced,
  saturdayToWednesday,
  type DemoTutor,
} from './demo-tutor-shape';

export type { DemoTutor } from './demo-tutor-shape';

/** The tutors README and e2e name: the accounts seed's tutor, and three made here. */
const namedTutors: DemoTutor[] = [
  {
    email: 'tutor@nibras.test',
    existing: true,
    fullName: 'Noura Al-Otaibi',
    addressAs: 'feminine',
    city: 'Riyadh',
    headline: 'Patient lessons for young learners, in English or Arabic',
    bio: '',
    education: '',
    years: 0,
    languages: [],
    subjects: [],
    teaches: [gradesOf('egypt-national', 'primary', 1, 6)],
    timeZone: 'Asia/Riyadh',
    days: [6, 0, 1, 2, 3, 4],
    hours: [[16, 20]],
    inPerson: {
      homes: ['sa-riyadh-olaya', 'sa-riyadh-al-malqa', 'sa-riyadh-al-nakheel'],
      travelBufferMinutes: 30,
    },
    reviews: [
      {
        learner: 'lina',
        subject: 'arabic',
        rating: 5,
        comment: 'Clear explanations and a lot of patience with my daughter.',
        notes: 'Lina read the story aloud twice and found every past-tense verb on her own.',
        homework: 'Read the next chapter and copy five new words into the notebook.',
      },
      {
        learner: 'karim',
        subject: 'arabic',
        rating: 4,
        comment: 'Karim looks forward to her lessons; the homework feedback comes quickly.',
        notes:
          'We practised the sun and moon letters with picture cards; Karim mixed up two of them.',
        homework: 'Sort the ten picture cards into sun and moon letters.',
      },
    ],
  },
  {
    email: 'layla.haddad@nibras.test',
    fullName: 'Layla Haddad',
    addressAs: 'feminine',
    city: 'Riyadh',
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
      gradesOf('saudi-national', 'intermediate', 7, 9),
      gradesOf('saudi-national', 'secondary', 10, 12),
      gradesOf('british', 'igcse', 10, 11, 'year'),
    ],
    timeZone: 'Asia/Riyadh',
    days: saturdayToWednesday,
    hours: [
      [10, 12],
      [17, 21],
    ],
    inPerson: {
      homes: ['sa-riyadh'],
      ownPlace: { area: 'sa-riyadh-al-yasmin', street: 'Al Yasmin Street 14', building: 'Villa 7' },
      travelBufferMinutes: 45,
    },
    reviews: [
      {
        learner: 'faisal',
        subject: 'math',
        rating: 5,
        comment: 'My son finally enjoys maths.',
        notes:
          'Faisal solved the quadratic inequalities correctly once he sketched the parabola first.',
        homework: 'Exercises 4 to 9 on inequalities, sketch before solving.',
      },
      {
        learner: 'yusuf',
        subject: 'math',
        rating: 5,
        comment: 'Very organised lessons.',
        notes: 'Yusuf now sets up simultaneous equations from word problems without help.',
        homework: 'Three word problems from the sheet; write the equations before solving.',
      },
    ],
  },
  {
    email: 'omar.farouk@nibras.test',
    fullName: 'Omar Farouk',
    addressAs: 'masculine',
    city: 'Cairo',
    headline: 'اللغة العربية وقواعد النحو للمرحلتين الابتدائية والإعدادية في المنهج المصري',
    bio: 'Arabic teacher from Cairo with twelve years of classroom experience. Reading, writing and grammar made simple and fun.',
    education: 'BA Arabic Language, Cairo University',
    years: 12,
    languages: ['ar'],
    subjects: priced({ arabic: 15 }),
    teaches: [
      gradesOf('egypt-national', 'primary', 1, 6),
      gradesOf('egypt-national', 'preparatory', 7, 9),
    ],
    timeZone: 'Africa/Cairo',
    days: saturdayToWednesday,
    hours: [[17, 21]],
    inPerson: { homes: ['eg-cairo-nasr-city', 'eg-cairo-heliopolis'], travelBufferMinutes: 30 },
    reviews: [
      {
        learner: 'lina',
        subject: 'arabic',
        rating: 4,
        comment: 'Kind and thorough.',
        notes:
          'Worked through the subject and predicate of nominal sentences; Lina found them in a text on her own.',
        homework: 'Underline the subject and predicate in the six sentences of page 31.',
      },
    ],
  },
  {
    email: 'sarah.collins@nibras.test',
    fullName: 'Sarah Collins',
    addressAs: 'feminine',
    city: 'London',
    headline: 'English for Key Stage 2 and IGCSE, reading and writing with confidence',
    bio: 'CELTA-qualified English teacher in London. Conversation, reading and exam preparation for children and teenagers.',
    education: 'BA English Literature, University of Leeds',
    years: 5,
    languages: ['en'],
    subjects: [{ slug: 'english', online: '28.00', offline: '38.00' }],
    teaches: [
      gradesOf('british', 'key-stage-2', 3, 6, 'year'),
      gradesOf('british', 'igcse', 10, 11, 'year'),
    ],
    timeZone: 'Europe/London',
    days: mondayToFriday,
    hours: [[15, 19]],
    reviews: [
      {
        learner: 'leen',
        subject: 'english',
        rating: 5,
        comment: 'Leen’s essays are better organised after a month with Sarah.',
        notes:
          'Planned a discursive essay together; Leen’s paragraphs each now open with a clear point.',
        homework: 'Write the essay on school uniforms in 350 words, using the plan.',
      },
    ],
  },
];

/** Forty and more people, every subject and curriculum, in both languages and many cities. */
export const demoTutors: DemoTutor[] = [
  ...namedTutors,
  ...demoTutorsGulf,
  ...demoTutorsEgyptLevant,
  ...demoTutorsAbroad,
];
