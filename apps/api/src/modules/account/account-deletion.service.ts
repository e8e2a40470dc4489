import { deleteAllDevices } from '../notifications/notifications.repo';
import { defaultLanguage } from '@nibras/contracts/i18n/languages';
import {
  confirmsDeletion,
  deletedAccountName,
  type accountDeletionSchema,
} from '@nibras/contracts/account';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../plugins/envelope';
import { removePhoto } from '../auth/profile-photo';
import { changeStatus } from '../booking/booking-transitions.service';
import { findLiveUser } from './account.repo';
import {
  anonymiseChildren,
  anonymiseUser,
  parentMadeLoginsOf,
  removeTeaching,
  upcomingBookingIdsOf,
} from './account-deletion.repo';
import { assertCurrentPassword, liveUserOf } from './account.service';

/**
 * Deletes an account, all or nothing: upcoming bookings are cancelled through booking's own
 * cancel (so the other side is told), then every personal field is removed or anonymised. Past
 * bookings stay, naming a "Deleted account", for the other side's history.
 */
export async function deleteAccount(
  app: FastifyInstance,
  userId: string,
  input: z.output<typeof accountDeletionSchema>,
) {
  const user = await liveUserOf(app.db, userId);
  if (!confirmsDeletion(input.confirmation, user.email)) {
    throw new AppError(400, 'deletion_not_confirmed', {
      details: { confirmation: 'errors.deletion_not_confirmed' },
    });
  }
  await assertCurrentPassword(user, input.currentPassword);
  const now = app.clock.now();
  const { photos, ended } = await app.db.transaction(async (tx) => {
    // Locked, so a second deletion (a double click) waits and then finds nothing to delete.
    const locked = await findLiveUser(tx, userId, { lock: true });
    if (!locked) throw new AppError(401, 'unauthorized');
    const context = {
      now,
      appUrl: app.config.appUrl,
      classroomBaseUrl: app.config.classroomBaseUrl,
      money: app.config.money,
      // Nobody reads these answers: an account's sessions are cancelled on its behalf.
      language: defaultLanguage,
    };
    const caller = { id: userId, userType: locked.userType };
    for (const id of await upcomingBookingIdsOf(tx, userId, now)) {
      await changeStatus(tx, context, caller, id, 'cancel');
    }
    const anonymous = { name: deletedAccountName, now };
    const removed = [locked.avatarPath];
    const ended = [userId];
    if (locked.userType === 'Tutor') await removeTeaching(tx, userId);
    if (locked.userType === 'Parent') {
      for (const loginId of await parentMadeLoginsOf(tx, userId)) {
        const login = await findLiveUser(tx, loginId, { lock: true });
        if (!login) continue;
        removed.push(login.avatarPath);
        ended.push(loginId);
        await anonymiseUser(tx, loginId, anonymous);
      }
      await anonymiseChildren(tx, userId, anonymous);
    }
    await anonymiseUser(tx, userId, anonymous);
    // Their devices receive nothing more (pushes already queued find no device and send nothing).
    for (const id of ended) await deleteAllDevices(tx, id);
    return { photos: removed.flatMap((path) => (path ? [path] : [])), ended };
  });
  // Every token of the deleted accounts stops working on its next request, in every process.
  await app.accountAccess.changed(ended);
  app.wakeMailer();
  // Files go once the rows no longer point at them.
  for (const path of photos) await removePhoto(app.config.dataDir, path);
}
