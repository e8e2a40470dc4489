import type { Conversation, ConversationParticipant } from '@nibras/contracts/messaging';

/** Who the viewer talks to in a conversation: the title of its row and its header. */
export function otherPartyOf(conversation: Conversation, viewerId: string) {
  const parent = conversation.participants.find(({ role }) => role === 'parent');
  if (conversation.tutor.id === viewerId) {
    return {
      name: conversation.learner.fullName,
      avatarUrl: null,
      parentName: parent && parent.id !== viewerId ? parent.fullName : null,
    };
  }
  return {
    name: conversation.tutor.fullName,
    avatarUrl: conversation.tutor.avatarUrl,
    parentName: null,
  };
}

export function participantOf(conversation: Conversation, userId: string) {
  return conversation.participants.find(({ id }) => id === userId);
}

/** The viewer's role in the conversation (a parent reads their child's). */
export function viewerRoleOf(conversation: Conversation, viewerId: string) {
  return participantOf(conversation, viewerId)?.role ?? null;
}

/** A sender's display name, or null when they are no longer among those who read it. */
export function senderName(
  participants: ConversationParticipant[],
  senderId: string,
): string | null {
  return participants.find(({ id }) => id === senderId)?.fullName ?? null;
}
