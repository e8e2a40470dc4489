/**
 * What an operator should look at in a tutor's message (issue 11): a phone number, an email
 * address or a link to a chat app outside Nibras. The message is delivered as written; these
 * only say why it waits in the report store (decision 0011).
 */
export type ContactFlag = 'phone' | 'email' | 'outside_link';

/** Arabic-Indic (٠–٩) and Persian (۰–۹) digits read as 0–9, so a number cannot hide in them. */
function withLatinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

/**
 * A run of digit groups as people write phone numbers ("+966 50 123 4567", "(050) 123-4567",
 * "0501234567"): groups after the first have two or more digits, joined by at most one space,
 * dash, dot or bracket. Nine to fifteen digits in all (E.164's longest); eight-digit dates and
 * short lists of small numbers stay out.
 */
const phoneCandidate = /(?:\+|\b00)?\(?\d{1,4}\)?(?:[ \-.\u00a0]?\(?\d{2,5}\)?){1,4}/g;

function hasPhoneNumber(text: string): boolean {
  for (const match of text.matchAll(phoneCandidate)) {
    const digits = match[0].replace(/\D/g, '').length;
    if (digits >= 9 && digits <= 15) return true;
  }
  return false;
}

const emailAddress = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u;
/** "name at gmail dot com" and the like. */
const spelledEmail =
  /[\p{L}\p{N}._%+-]+\s*[([]?\s*(?:@|\bat\b)\s*[)\]]?\s*(?:gmail|hotmail|outlook|yahoo|icloud|live|proton(?:mail)?)\b/iu;

/** Chat apps outside Nibras, by the addresses their invitations and profiles use. */
const outsideChatHosts = [
  'wa.me',
  'whatsapp.com',
  't.me',
  'telegram.me',
  'telegram.dog',
  'm.me',
  'messenger.com',
  'signal.me',
  'signal.group',
  'snapchat.com',
  'instagram.com',
  'discord.gg',
  'discord.com',
  'viber.com',
  'invite.viber.com',
  'skype.com',
  'join.skype.com',
  'line.me',
  'imo.im',
  'botim.me',
  'kik.me',
  'weixin.qq.com',
];

const outsideChatLink = new RegExp(
  `(?:^|[^\\p{L}\\p{N}.-])(?:https?://)?(?:[\\p{L}\\p{N}-]+\\.)*(?:${outsideChatHosts
    .map((host) => host.replaceAll('.', '\\.'))
    .join('|')})(?:[/?#:]|$|[^\\p{L}\\p{N}.-])`,
  'iu',
);

/** The flags a message earns; empty when there is nothing to look at. */
export function contactFlagsOf(body: string): ContactFlag[] {
  const text = withLatinDigits(body.normalize('NFKC'));
  const flags: ContactFlag[] = [];
  if (hasPhoneNumber(text)) flags.push('phone');
  if (emailAddress.test(text) || spelledEmail.test(text)) flags.push('email');
  if (outsideChatLink.test(text)) flags.push('outside_link');
  return flags;
}
