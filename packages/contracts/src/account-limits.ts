/**
 * Limits of the account fields, without zod or the phone library, so that a screen that only
 * shows a limit (a photo's size, a text's length) does not load the schemas.
 */

/** Limits of docs/shared/SPEC.md section 9, plus upper bounds that keep stored text sane. */
export const accountLimits = {
  passwordMin: 6,
  /** argon2 accepts more, but hashing megabytes on every login would be a cheap attack. */
  passwordMax: 128,
  emailMax: 254,
  nameMax: 100,
  phoneMax: 32,
  schoolNameMax: 150,
  educationMax: 200,
  ageMin: 3,
  ageMax: 25,
  yearsOfExperienceMax: 70,
  hourlyRateMin: 1,
  hourlyRateMax: 10_000,
  bioMax: 500,
  learningGoalsMax: 300,
  listMax: 20,
  /** One-time tokens are 43 base64url characters; anything much longer is not one of ours. */
  tokenMax: 200,
  photoMaxBytes: 2 * 1024 * 1024,
} as const;
