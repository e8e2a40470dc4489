import { ar as sharedAr } from '@nibras/contracts/i18n/ar';
import { en as sharedEn } from '@nibras/contracts/i18n/en';
import { defaultLanguage, languages, type Language } from '@nibras/contracts/i18n/languages';
import type { FastifyRequest } from 'fastify';
import {
  createInstance,
  type KeyPrefix,
  type Namespace,
  type ParseKeys,
  type TFunction,
} from 'i18next';
import * as accountEmails from '../locales/account-emails';
import * as bookingEmails from '../locales/booking-emails';
import * as contactEmails from '../locales/contact-emails';
import * as decisionEmails from '../locales/decision-emails';
import * as devCheckout from '../locales/dev-checkout';
import * as emails from '../locales/emails';
import * as familyEmails from '../locales/family-emails';
import * as messagingEmails from '../locales/messaging-emails';
import * as operatorEmails from '../locales/operator-emails';
import * as push from '../locales/push';
import * as receiptEmails from '../locales/receipt-emails';
import * as socialEmails from '../locales/social-emails';
import * as trustEmails from '../locales/trust-emails';
import * as tutorApplicationEmails from '../locales/tutor-application-emails';

/**
 * Every text the server writes, as i18next resources: the texts shared with the web app
 * (`shared`: envelope messages, validation, the 429's wait) and one namespace per kind of email.
 * Their types are the translation keys of src/i18next.d.ts, so `t('typo')` fails tsc.
 */
export const resources = {
  en: {
    shared: sharedEn,
    emails: emails.en,
    'account-emails': accountEmails.en,
    'booking-emails': bookingEmails.en,
    'contact-emails': contactEmails.en,
    'support-emails': contactEmails.support,
    'decision-emails': decisionEmails.en,
    'family-emails': familyEmails.en,
    'messaging-emails': messagingEmails.en,
    'operator-emails': operatorEmails.en,
    'receipt-emails': receiptEmails.en,
    'social-emails': socialEmails.en,
    'trust-emails': trustEmails.en,
    'tutor-application-emails': tutorApplicationEmails.en,
    'dev-checkout': devCheckout.en,
    push: push.en,
  },
  ar: {
    shared: sharedAr,
    emails: emails.ar,
    'account-emails': accountEmails.ar,
    'booking-emails': bookingEmails.ar,
    'contact-emails': contactEmails.ar,
    'decision-emails': decisionEmails.ar,
    'family-emails': familyEmails.ar,
    'messaging-emails': messagingEmails.ar,
    'operator-emails': operatorEmails.ar,
    'receipt-emails': receiptEmails.ar,
    'social-emails': socialEmails.ar,
    'trust-emails': trustEmails.ar,
    'tutor-application-emails': tutorApplicationEmails.ar,
    'dev-checkout': devCheckout.ar,
    push: push.ar,
  },
} satisfies Record<Language, Record<string, object>>;

export type ServerTexts = (typeof resources)['en'];

/**
 * The API's one i18next instance, initialised synchronously from memory: nothing to load, so it
 * is ready when this module is. The web app reads the same `shared` texts with its own instance.
 */
const i18n = createInstance();
void i18n.init({
  resources,
  lng: defaultLanguage,
  supportedLngs: [...languages],
  // A missing text shows its key, never the other language (the locale types keep both complete).
  fallbackLng: false,
  ns: Object.keys(resources.en),
  defaultNS: 'shared',
  // Keys are read with a fixed namespace (getFixedT), and a schema's plain-text message may hold a colon.
  nsSeparator: false,
  // Emails escape their HTML themselves (emails/layout.ts); envelope messages are JSON.
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

const fixed = new Map<string, TFunction<Namespace, string | undefined>>();

/**
 * The `t` of one language and namespace, optionally under a key prefix:
 * `textsIn('ar', 'booking-emails', 'requested')('subject', names)`.
 */
export function textsIn<N extends keyof ServerTexts, P extends KeyPrefix<N> = undefined>(
  language: Language,
  namespace: N,
  keyPrefix?: P,
): TFunction<N, P> {
  const id = `${language}:${namespace}:${String(keyPrefix ?? '')}`;
  let t = fixed.get(id);
  if (!t) {
    t = i18n.getFixedT(language, namespace, keyPrefix) as TFunction<Namespace, string | undefined>;
    fixed.set(id, t);
  }
  return t as unknown as TFunction<N, P>;
}

/** A key of the shared texts, checked by tsc: `said(request, 'account.saved')`. */
export type SharedKey = ParseKeys<'shared'>;

/** The envelope's message in the caller's language. */
export function said(request: FastifyRequest, key: SharedKey): string {
  return textsIn(request.language, 'shared')(key);
}

/**
 * Whether a key that arrives as data (an error code's `errors.<code>`, a schema's message) has a
 * shared text; zod's own English sentences have none.
 */
export function isSharedKey(key: string): key is SharedKey {
  return typeof i18n.getResource(defaultLanguage, 'shared', key) === 'string';
}
