import { ageFitsGrade } from '../catalog/grade-ages';
import { demoCityZones } from './demo-tutor-shape';

/** What the demo data says, read back from the database: what a visitor would see. */
export type GradePlace = { system: string; level: string; grade: string };
export type DemoDataSnapshot = {
  catalog: {
    systems: string[];
    grades: GradePlace[];
    subjects: { slug: string; nameEn: string; nameAr: string }[];
  };
  tutors: {
    email: string;
    fullName: string;
    headline: string | null;
    bio: string;
    languages: string[];
    timeZone: string;
    city: string | undefined;
    approved: boolean;
    hasPortrait: boolean;
    addressAs: string | null;
    weeklyHours: number;
    prices: string[];
    grades: (GradePlace & { subjects: string[] })[];
  }[];
  /** A learner's age is null when the family left it out (optional since issue 30). */
  learners: (GradePlace & { name: string; age: number | null })[];
  lessons: {
    tutorEmail: string;
    learner: GradePlace;
    subject: string;
    status: string;
    notes: string | null;
    review: string | null;
  }[];
};

type Place = (place: GradePlace) => boolean;
const inLevels =
  (...levels: string[]): Place =>
  ({ system, level }) =>
    levels.includes(`${system}/${level}`) || levels.includes(level);

/** Curricula a headline names, in English or Arabic. */
const systemWords: [string, RegExp][] = [
  ['saudi-national', /saudi|السعودي/i],
  ['egypt-national', /egypt|المصري/i],
  ['british', /british|igcse|a level|key stage|reception|البريطاني/i],
  ['american', /american|الأمريكي/i],
  ['ib', /\bIB\b|البكالوريا/],
];

/** Stages a headline names: a grade of another stage of the same curriculum is denied by it. */
const levelWords: [RegExp, Place][] = [
  [
    /primary|ابتدائ/i,
    inLevels(
      'egypt-national/primary',
      'saudi-national/primary',
      'elementary',
      'pyp',
      'key-stage-1',
      'key-stage-2',
    ),
  ],
  [/elementary/i, inLevels('american/elementary')],
  [/preparatory|إعدادي/i, inLevels('egypt-national/preparatory')],
  [/intermediate|متوسط/i, inLevels('saudi-national/intermediate', 'american/middle')],
  [/middle/i, inLevels('american/middle', 'ib/myp')],
  [
    /secondary|high school|ثانوي/i,
    inLevels('egypt-national/secondary', 'saudi-national/secondary', 'american/high'),
  ],
  [
    /kindergarten|\bKG\b|روضة|رياض الأطفال/i,
    (place) => place.level === 'kindergarten' || place.grade === 'kindergarten',
  ],
  [/reception/i, inLevels('british/early-years')],
  [/key stage 1\b/i, inLevels('british/key-stage-1')],
  [/key stage 2\b/i, inLevels('british/key-stage-2')],
  [/key stage 3\b/i, inLevels('british/key-stage-3')],
  [/\bIGCSE\b/, inLevels('british/igcse')],
  [/\bA Level\b/i, inLevels('british/a-level')],
  [/\bMYP\b/, inLevels('ib/myp')],
  [/\bDP\b|diploma/i, inLevels('ib/dp')],
];

function headlineContradictions(
  tutor: DemoDataSnapshot['tutors'][number],
  snapshot: DemoDataSnapshot,
): string[] {
  const headline = tutor.headline ?? '';
  const found: string[] = [];
  const who = tutor.fullName;
  if (/[\u0600-\u06FF]/.test(headline) && !tutor.languages.includes('ar')) {
    found.push(`${who}: an Arabic headline from a tutor who does not speak Arabic`);
  }
  if (/[A-Za-z]{3}/.test(headline) && !/[\u0600-\u06FF]/.test(headline)) {
    if (!tutor.languages.includes('en')) found.push(`${who}: an English headline, no English`);
  }
  const systems = systemWords.filter(([, word]) => word.test(headline)).map(([slug]) => slug);
  const named = levelWords.filter(([word]) => word.test(headline));
  const levels = named.map(([, fits]) => fits);
  for (const system of systems) {
    if (!tutor.grades.some((grade) => grade.system === system)) {
      found.push(`${who}: the headline names ${system}, which the tutor does not teach`);
    }
  }
  for (const [word, fits] of named) {
    if (!tutor.grades.some(fits)) {
      found.push(`${who}: the headline names a stage (${word.source}) the tutor does not teach`);
    }
  }
  for (const grade of tutor.grades) {
    const systemDenied = systems.length > 0 && !systems.includes(grade.system);
    // A stage named speaks for a curriculum when one of that curriculum's stages fits it.
    const stagesOfSystem = levels.filter((fits) =>
      snapshot.catalog.grades.some((place) => place.system === grade.system && fits(place)),
    );
    const stageDenied = stagesOfSystem.length > 0 && !stagesOfSystem.some((fits) => fits(grade));
    if (systemDenied || stageDenied) {
      found.push(`${who}: teaches ${grade.system} ${grade.grade}, which the headline denies`);
    }
  }
  const words = headline
    .replace(/\bin (English|Arabic)( (or|and) (English|Arabic))?\b/gi, '')
    .replace(/computer science/gi, 'Computer');
  for (const subject of snapshot.catalog.subjects) {
    const english =
      subject.slug === 'math' ? /\bmaths?\b/i : new RegExp(`\\b${subject.nameEn}\\b`, 'i');
    if (
      (english.test(words) || words.includes(subject.nameAr)) &&
      !tutor.prices.includes(subject.slug)
    ) {
      found.push(`${who}: the headline names ${subject.slug}, which the tutor has no price for`);
    }
  }
  return found;
}

function duplicates(values: (string | null)[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const value of values) {
    if (!value) continue;
    if (seen.has(value)) twice.add(value);
    seen.add(value);
  }
  return [...twice];
}

const sameGrade = (a: GradePlace, b: GradePlace) =>
  a.system === b.system && a.level === b.level && a.grade === b.grade;

/** Every way the demo data would contradict itself, in words; empty when it is coherent. */
export function demoDataContradictions(snapshot: DemoDataSnapshot): string[] {
  const found: string[] = [];
  const { tutors } = snapshot;
  if (tutors.length < 40) found.push(`only ${tutors.length} demo tutors, fewer than 40`);
  for (const tutor of tutors) {
    const who = tutor.fullName;
    if (!tutor.approved) found.push(`${who}: not approved, so never listed`);
    if (tutor.weeklyHours === 0) found.push(`${who}: no weekly hours`);
    if (tutor.prices.length === 0) found.push(`${who}: no prices`);
    if (!tutor.hasPortrait) found.push(`${who}: no portrait`);
    if (!tutor.addressAs) found.push(`${who}: no form of address`);
    if (!tutor.headline) found.push(`${who}: no headline`);
    if (tutor.city === undefined || demoCityZones[tutor.city] !== tutor.timeZone) {
      found.push(`${who}: the city ${tutor.city ?? '(none)'} is not in ${tutor.timeZone}`);
    }
    for (const grade of tutor.grades) {
      if (!grade.subjects.some((subject) => tutor.prices.includes(subject))) {
        found.push(
          `${who}: teaches ${grade.system} ${grade.grade}, where none of their subjects is taught`,
        );
      }
    }
    for (const price of tutor.prices) {
      if (!tutor.grades.some((grade) => grade.subjects.includes(price))) {
        found.push(`${who}: prices ${price}, which none of their grades has`);
      }
    }
    found.push(...headlineContradictions(tutor, snapshot));
  }
  for (const headline of duplicates(tutors.map((tutor) => tutor.headline))) {
    found.push(`two tutors share the headline "${headline}"`);
  }
  for (const bio of duplicates(tutors.map((tutor) => tutor.bio))) {
    found.push(`two tutors share the bio "${bio}"`);
  }
  for (const subject of snapshot.catalog.subjects) {
    if (!tutors.some((tutor) => tutor.prices.includes(subject.slug))) {
      found.push(`nobody teaches ${subject.slug}`);
    }
  }
  for (const system of snapshot.catalog.systems) {
    if (!tutors.some((tutor) => tutor.grades.some((grade) => grade.system === system))) {
      found.push(`nobody teaches the ${system} curriculum`);
    }
  }
  const cities = new Set(tutors.map((tutor) => tutor.city));
  const zones = new Set(tutors.map((tutor) => tutor.timeZone));
  if (cities.size < 8 || zones.size < 6) {
    found.push(`tutors in only ${cities.size} cities and ${zones.size} time zones`);
  }
  for (const language of ['ar', 'en']) {
    const speakers = tutors.filter((tutor) => tutor.languages.includes(language)).length;
    if (speakers < 10) found.push(`only ${speakers} tutors teach in ${language}`);
  }
  for (const learner of snapshot.learners) {
    if (learner.age !== null && !ageFitsGrade(learner.age, learner.system, learner.grade)) {
      found.push(
        `${learner.name} is ${learner.age}, not an age for ${learner.system} ${learner.grade}`,
      );
    }
  }
  for (const lesson of snapshot.lessons) {
    const tutor = tutors.find((candidate) => candidate.email === lesson.tutorEmail);
    if (!tutor) continue;
    const grade = tutor.grades.find((candidate) => sameGrade(candidate, lesson.learner));
    if (lesson.review && lesson.status !== 'completed') {
      found.push(`${tutor.fullName}: a review of a lesson that is ${lesson.status}`);
    }
    if (!grade) {
      found.push(
        `${tutor.fullName}: a lesson for ${lesson.learner.system} ${lesson.learner.grade}, a grade they do not teach`,
      );
    } else if (!grade.subjects.includes(lesson.subject) || !tutor.prices.includes(lesson.subject)) {
      found.push(`${tutor.fullName}: a ${lesson.subject} lesson they do not offer for that grade`);
    }
  }
  for (const notes of duplicates(snapshot.lessons.map((lesson) => lesson.notes))) {
    found.push(`two lessons have the same notes "${notes}"`);
  }
  for (const review of duplicates(snapshot.lessons.map((lesson) => lesson.review))) {
    found.push(`two reviews say "${review}"`);
  }
  return found;
}
