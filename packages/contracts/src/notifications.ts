import { z } from 'zod';
import type { UserTypeName } from './roles';

/**
 * Notifications (issue 33): for each kind of event, which channels it goes to. Account emails
 * (confirming an address, resetting a password, a new sign-in) are not here: they always go.
 */
export const notificationEvents = [
  'booking-requested',
  'booking-confirmed',
  'booking-declined',
  'booking-cancelled',
  'booking-moved',
  'reminder-24h',
  'reminder-1h',
  'new-message',
  'homework-notes',
  'money',
] as const;
export type NotificationEvent = (typeof notificationEvents)[number];

export const notificationChannels = ['both', 'email', 'push', 'none'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

export function sendsEmail(channel: NotificationChannel) {
  return channel === 'both' || channel === 'email';
}
export function sendsPush(channel: NotificationChannel) {
  return channel === 'both' || channel === 'push';
}

/**
 * What each role gets before choosing: everything by email and on the devices that turned push
 * on (a device receives nothing until its owner turns push on, so "both" costs nobody a buzz),
 * except what is rarely urgent: the day-before reminder and money go by email only, and a
 * tutor's new requests (which expire if unanswered) and a family's hour-before reminder buzz.
 */
export function defaultChannel(role: UserTypeName, event: NotificationEvent): NotificationChannel {
  if (event === 'money') return 'email';
  if (event === 'reminder-24h') return 'email';
  if (role === 'Operator') return 'email';
  return 'both';
}

export const notificationPreferenceSchema = z.object({
  event: z.enum(notificationEvents),
  channel: z.enum(notificationChannels),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** Every event with its channel (the person's choice, or the role's default). */
export const notificationPreferencesSchema = z.object({
  preferences: z.array(
    notificationPreferenceSchema.extend({
      /** True when this is the role's default, not a choice the person made. */
      isDefault: z.boolean(),
    }),
  ),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PUT: the events whose channel changes; the others keep theirs. */
export const notificationPreferencesChangeSchema = z.object({
  preferences: z.array(notificationPreferenceSchema).min(1).max(notificationEvents.length),
});
export type NotificationPreferencesChange = z.infer<typeof notificationPreferencesChangeSchema>;

export const pushLimits = {
  /** Devices one person may have receiving pushes; the oldest goes when a new one comes. */
  devicesPerPerson: 10,
  endpointMaxLength: 2000,
  labelMaxLength: 80,
} as const;

/** The key the browser's pushManager.subscribe needs (VAPID, RFC 8292), base64url. */
export const pushPublicKeySchema = z.object({ publicKey: z.string().min(1) });

/** A VAPID public key (an uncompressed P-256 point), base64url. */
const vapidPublicKeySchema = z.string().regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/);

/** A browser's PushSubscription.toJSON(), plus a name for the device. */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(pushLimits.endpointMaxLength),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,30}={0,2}$/),
  }),
  label: z.string().trim().min(1).max(pushLimits.labelMaxLength),
  /**
   * The server key the subscription was made with (its options.applicationServerKey), which
   * the push service binds it to. Without it (a client from before), the server's current key.
   */
  applicationServerKey: vapidPublicKeySchema.optional(),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export const pushDeviceSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  createdAt: z.iso.datetime(),
  lastPushedAt: z.iso.datetime().nullable(),
  /** The endpoint, so the page can tell "this device" among the list. */
  endpoint: z.string(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushDevicesSchema = z.object({ devices: z.array(pushDeviceSchema) });

/**
 * What the service worker receives (decrypted) in a push: the notification's words in the
 * reader's language, the page a tap opens, and a tag that groups one conversation or booking.
 */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
  lang: z.enum(['en', 'ar']),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
