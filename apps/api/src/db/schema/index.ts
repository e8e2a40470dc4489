// Every table of the app, one file a slice; drizzle-kit reads this file to write migrations.
export * from './users';
export * from './catalog';
export * from './profiles';
export * from './auth';
export * from './outbox';
export * from './availability';
export * from './tutors';
export * from './tutor-search';
export * from './bookings';
export * from './jobs';
export * from './contact';
export * from './messaging';
export * from './social-sign-in';
export * from './money';
