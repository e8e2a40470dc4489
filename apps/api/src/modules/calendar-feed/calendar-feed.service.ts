import { createHash, createHmac, randomUUID } from 'node:crypto';
import { isLanguage } from '@nibras/contracts/i18n/languages';
import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../../db/client';
import { textsIn } from '../../plugins/i18n';
import { calendarFeedFileOf, calendarInputOf } from '../booking/booking-calendar';
import { loadBookingWithPeople } from '../booking/booking-people';
import {
  findFeedOf,
  findFeedOwner,
  insertFeedIfNone,
  replaceFeed,
  upcomingBookingIds,
} from './calendar-feed.repo';

/** How many sessions one feed lists at most: months of lessons for the busiest tutor. */
export const feedSessionsMax = 500;
/** 32 bytes of HMAC in base64url, the only shape a feed's address may have. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * The secret of a feed's address: an HMAC of its id with the server's key. Nothing that opens
 * the feed is stored; the database keeps the id and a SHA-256 of the secret, to find it by.
 */
function tokenOf(secret: string, feedId: string) {
  return createHmac('sha256', secret).update(`calendar-feed:${feedId}`).digest('base64url');
}
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** webcal:// on the app's own host: calendars subscribe to it and read it over HTTP(S). */
function feedUrlOf(appUrl: string, token: string) {
  const url = new URL(`/api/v1/calendar-feed/${token}.ics`, `${appUrl}/`);
  return `webcal://${url.host}${url.pathname}`;
}

function newFeed(app: FastifyInstance, userId: string) {
  const feedId = randomUUID();
  const token = tokenOf(app.config.jwtSecret, feedId);
  return { row: { userId, feedId, tokenHash: hashOf(token), createdAt: app.clock.now() }, token };
}

/** The person's feed address, made on the first ask. */
export async function calendarFeedOf(app: FastifyInstance, userId: string) {
  const existing = await findFeedOf(app.db, userId);
  if (existing)
    return { url: feedUrlOf(app.config.appUrl, tokenOf(app.config.jwtSecret, existing.feedId)) };
  await insertFeedIfNone(app.db, newFeed(app, userId).row);
  const made = await findFeedOf(app.db, userId);
  if (!made) throw new Error('calendar feed missing after insert');
  return { url: feedUrlOf(app.config.appUrl, tokenOf(app.config.jwtSecret, made.feedId)) };
}

/** A new address; the old one answers 404 from now on. */
export async function renewCalendarFeed(app: FastifyInstance, db: DbExecutor, userId: string) {
  const { row, token } = newFeed(app, userId);
  await replaceFeed(db, row);
  return { url: feedUrlOf(app.config.appUrl, token) };
}

/**
 * The feed's calendar, or undefined for an address that names no feed (guessed, or voided by a
 * new one). Read afresh on each fetch, so calendars see each session as it now stands.
 */
export async function calendarFeedFile(
  app: FastifyInstance,
  file: string,
): Promise<string | undefined> {
  const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : file;
  if (!tokenPattern.test(token)) return undefined;
  const owner = await findFeedOwner(app.db, hashOf(token));
  if (!owner) return undefined;
  const language = isLanguage(owner.language) ? owner.language : 'en';
  const now = app.clock.now();
  const ids = await upcomingBookingIds(app.db, owner.userId, now, feedSessionsMax);
  const inputs = [];
  for (const id of ids) {
    const withPeople = await loadBookingWithPeople(app.db, id);
    if (withPeople) {
      inputs.push(
        calendarInputOf(withPeople, {
          appUrl: app.config.appUrl,
          language,
          now,
          readerId: owner.userId,
        }),
      );
    }
  }
  const t = textsIn(language, 'booking-emails', 'calendar');
  return calendarFeedFileOf(inputs, t('feedName'));
}
