import type { ConversationRole } from '@nibras/contracts/messaging';

/**
 * Who is in a conversation, or in the booking it is opened from (decision 0011): the tutor, the
 * student account, and for a child the parent and the child's own login. Nothing stores the
 * members; they are read from the conversation (or booking) and the child's profile each time.
 */
export type ConversationParties = {
  tutorId: string;
  /** A student account: the learner, or a child's own login on a booking a child booked. */
  studentId: string | null;
  /** The parent of the child the conversation is about. */
  parentId: string | null;
  /** The child's own login, when the parent made one. */
  childUserId: string | null;
};

/** The caller's part in it, or undefined for anyone else (who is told it does not exist). */
export function roleIn(parties: ConversationParties, userId: string): ConversationRole | undefined {
  if (parties.tutorId === userId) return 'tutor';
  if (parties.parentId === userId) return 'parent';
  if (parties.studentId === userId || parties.childUserId === userId) return 'student';
  return undefined;
}

/** Everyone who reads it, each once. */
export function readersOf(parties: ConversationParties): string[] {
  const ids = [parties.tutorId, parties.studentId, parties.parentId, parties.childUserId];
  return [...new Set(ids.filter((id): id is string => id !== null))];
}
