import {
  defaultChannel,
  notificationChannels,
  sendsEmail,
  sendsPush,
  type NotificationChannel,
  type NotificationEvent,
  type PushPayload,
} from '@nibras/contracts/notifications';
import type { DbExecutor } from '../../db/client';
import { scheduleJob } from '../jobs/jobs';
import { devicesOf, preferenceOf, userTypeOf } from './notifications.repo';

export const pushSendJob = 'push.send';

/** The channel a person chose for an event, or their role's default. */
export async function channelOf(
  db: DbExecutor,
  userId: string,
  event: NotificationEvent,
): Promise<NotificationChannel> {
  const chosen = await preferenceOf(db, userId, event);
  if (chosen && (notificationChannels as readonly string[]).includes(chosen))
    return chosen as NotificationChannel;
  const person = await userTypeOf(db, userId);
  return person ? defaultChannel(person.userType, event) : 'none';
}

/** Whether this event reaches this person by email (their choice, else their role's default). */
export async function wantsEmail(db: DbExecutor, userId: string, event: NotificationEvent) {
  return sendsEmail(await channelOf(db, userId, event));
}

/**
 * Queues one push per device of the person, each a due job of its own (`push.send`), inside
 * the caller's transaction: they exist only if the change does. `key` names the event (a
 * booking's request, a message): the same key queued again sends nothing more.
 */
export async function queuePushes(
  db: DbExecutor,
  input: { userId: string; key: string; payload: PushPayload; now: Date },
): Promise<number> {
  const devices = await devicesOf(db, input.userId);
  for (const device of devices)
    await scheduleJob(db, {
      kind: pushSendJob,
      key: `push:${input.key}:${device.id}`,
      dueAt: input.now,
      payload: { deviceId: device.id, endpoint: device.endpoint, message: input.payload },
    });
  return devices.length;
}

/**
 * Tells one person about one event on the channels they chose: `email` queues the email,
 * `push` writes the push in their language. Returns what went.
 */
export async function notifyPerson(
  db: DbExecutor,
  input: {
    userId: string;
    event: NotificationEvent;
    key: string;
    now: Date;
    email?: () => Promise<unknown>;
    push?: () => PushPayload;
  },
): Promise<{ email: boolean; push: boolean }> {
  const channel = await channelOf(db, input.userId, input.event);
  const email = sendsEmail(channel) && input.email !== undefined;
  const push = sendsPush(channel) && input.push !== undefined;
  if (email) await input.email!();
  if (push)
    await queuePushes(db, {
      userId: input.userId,
      key: input.key,
      payload: input.push!(),
      now: input.now,
    });
  return { email, push };
}
