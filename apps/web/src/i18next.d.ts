import 'i18next';
import type { en as sharedTexts } from '@nibras/contracts/i18n/en';
import type account from './locales/en/account.json';
import type auth from './locales/en/auth.json';
import type availability from './locales/en/availability.json';
import type booking from './locales/en/booking.json';
import type common from './locales/en/common.json';
import type contact from './locales/en/contact.json';
import type dashboard from './locales/en/dashboard.json';
import type family from './locales/en/family.json';
import type home from './locales/en/home.json';
import type messaging from './locales/en/messaging.json';
import type tutorSubjects from './locales/en/tutor-subjects.json';
import type tutors from './locales/en/tutors.json';
import type wallet from './locales/en/wallet.json';
import type payouts from './locales/en/payouts.json';
import type operator from './locales/en/operator.json';
import type tutorApplication from './locales/en/tutor-application.json';
import type notifications from './locales/en/notifications.json';

/**
 * The legal pages' texts are long nested sections read whole (returnObjects); typed key by key
 * they make the key union too deep for the compiler, so their keys are not checked.
 */
type LegalTexts = Record<string, string>;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      shared: typeof sharedTexts;
      account: typeof account;
      auth: typeof auth;
      availability: typeof availability;
      booking: typeof booking;
      common: typeof common;
      contact: typeof contact;
      dashboard: typeof dashboard;
      family: typeof family;
      home: typeof home;
      notifications: typeof notifications;
      legal: LegalTexts;
      messaging: typeof messaging;
      'tutor-subjects': typeof tutorSubjects;
      tutors: typeof tutors;
      wallet: typeof wallet;
      payouts: typeof payouts;
      operator: typeof operator;
      'tutor-application': typeof tutorApplication;
    };
  }
}
