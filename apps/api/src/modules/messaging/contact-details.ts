/**
 * Where a message gives contact details (issue 11's operator flag, issue 29's masking before a
 * first booking): phone numbers, email addresses and links, found once here as spans of the
 * message as written. The flag names the kinds (messaging-flags.ts); the mask covers the spans
 * (maskContactDetails). Nothing is stored altered: both run on the stored text each time.
 *
 * The text is read as a person would read it: NFKC (full-width "＠", "１２３" become "@", "123"),
 * Arabic-Indic (٠–٩) and Persian (۰–۹) digits as 0–9, and "at"/"dot" spelled in English or
 * Arabic ("آت", "دوت", "نقطة") as "@" and ".". Dates ("2026-12-01", "1/12/2026") and times
 * ("4:30") are never read as phone numbers; prices, page and grade numbers are too short to be.
 */

export type ContactKind =
  /** Nine to fifteen digits written as people write phone numbers. */
  | 'phone'
  /** An address, plain ("a@b.co") or spelled ("layla at gmail dot com"). */
  | 'email'
  /** A chat app outside Nibras (WhatsApp, Telegram…): what an operator is told about. */
  | 'outside_link'
  /** Any other link ("https://…", "www.…", "layla.com/x"): masked, not flagged. */
  | 'link'
  /** A social handle ("@layla_math"): masked, not flagged. */
  | 'handle';

/** Part of a message, in UTF-16 offsets of the text as written: [start, end). */
export type ContactSpan = { start: number; end: number; kind: ContactKind };

/**
 * The text as it is read, one normalised piece per code point of the original, with where each
 * piece came from: a span found in the read text maps back to the written one.
 */
function readable(body: string): { text: string; origin: number[] } {
  let text = '';
  const origin: number[] = [];
  let at = 0;
  for (const char of body) {
    let piece = char.normalize('NFKC');
    piece = piece.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
      const code = digit.charCodeAt(0);
      return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
    });
    for (let i = 0; i < piece.length; i += 1) origin.push(at);
    text += piece;
    at += char.length;
  }
  origin.push(at);
  return { text, origin };
}

/** Not a letter or digit (JavaScript's \b knows only ASCII words). */
const edgeBefore = '(?<![\\p{L}\\p{N}\\p{M}_])';
const edgeAfter = '(?![\\p{L}\\p{N}\\p{M}_])';

/**
 * Dates and times, blanked before phone numbers are looked for so that "2026-12-01 16:30" is
 * not ten digits of a phone. Only plausible ones: a year of 19xx/20xx, a month up to 12.
 */
const dateOrTime = new RegExp(
  [
    '(?:19|20)\\d\\d[-/.](?:0?[1-9]|1[0-2])[-/.](?:0?[1-9]|[12]\\d|3[01])(?!\\d)',
    '(?<!\\d)(?:0?[1-9]|[12]\\d|3[01])[-/.](?:0?[1-9]|1[0-2])[-/.](?:19|20)\\d\\d(?!\\d)',
    '(?<!\\d)(?:[01]?\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d)?(?!\\d)',
  ].join('|'),
  'g',
);

/**
 * A run of digit groups as people write phone numbers ("+966 50 123 4567", "(050) 123-4567",
 * "0501234567"): groups after the first have two or more digits, joined by at most one space,
 * dash, dot or bracket. Nine to fifteen digits in all (E.164's longest); eight-digit dates and
 * short lists of small numbers stay out.
 */
const phoneCandidate = /(?:\+|(?<!\d)00)?\(?\d{1,4}\)?(?:[ \-.\u00a0]?\(?\d{2,5}\)?){1,4}\d*/g;
/**
 * A number typed one digit at a time ("0 5 0 1 2 3 4 5 6 7", "+966 5 0 1…"): it starts with a
 * "+" or a 0, as a phone number does, which keeps "1 2 3 4 5 6 7 8 9 10" (a list) out.
 */
const spacedPhone =
  /(?:\+\s?\d{1,4}|(?<![\d.,])0\d{0,3})(?:[ \-\u00a0]{1,2}\d{1,4}){4,14}(?![\d.,]\d)/g;

function phoneSpans(text: string): Array<[number, number]> {
  const shielded = text.replace(dateOrTime, (found) => '_'.repeat(found.length));
  const spans: Array<[number, number]> = [];
  for (const pattern of [phoneCandidate, spacedPhone]) {
    for (const match of shielded.matchAll(pattern)) {
      const digits = match[0].replace(/\D/g, '').length;
      if (digits >= 9 && digits <= 15) spans.push([match.index, match.index + match[0].length]);
    }
  }
  return spans;
}

/** Top-level domains a bare "name.tld" is read as a link with (not "x.y" in any sentence). */
const topLevelDomains = [
  'com',
  'net',
  'org',
  'info',
  'io',
  'co',
  'me',
  'app',
  'dev',
  'edu',
  'gov',
  'biz',
  'online',
  'site',
  'link',
  'xyz',
  'ai',
  'tv',
  'gg',
  'ly',
  'gl',
  'im',
  'to',
  'us',
  'uk',
  'de',
  'fr',
  'sa',
  'ae',
  'eg',
  'jo',
  'ma',
  'tn',
  'dz',
  'iq',
  'kw',
  'qa',
  'bh',
  'om',
  'lb',
  'ps',
  'sd',
  'ye',
  'tr',
  'pk',
  'in',
];
/** The same spelled in Arabic letters ("دوت كوم"). */
const arabicTopLevelDomains = ['كوم', 'نت', 'اورج', 'أورج'];
const tld = `(?:${topLevelDomains.join('|')}|${arabicTopLevelDomains.join('|')})`;

/**
 * Mail services people name instead of writing a domain ("layla at gmail"). Not "live": "meet
 * at live session" is English; "x at live dot com" is still found by its ending.
 */
const mailServices =
  '(?:gmail|hotmail|outlook|yahoo|icloud|proton(?:mail)?|جيميل|جي ميل|هوتميل|ياهو|اوتلوك|أوتلوك)';

const at = '(?:\\s*@\\s*|\\s*[([]\\s*(?:at|آت|أت|ات)\\s*[)\\]]\\s*|\\s+(?:at|آت|أت)\\s+)';
/** "dot" said instead of written, in English or Arabic. */
const spokenDot = '(?:dot|دوت|نقطة|نقطه)';
const dot = `(?:\\.|\\s+\\.\\s+|\\s*[([]\\s*${spokenDot}\\s*[)\\]]\\s*|\\s+${spokenDot}\\s+)`;
/** A spoken dot between a host's labels, as the host is written: "wa dot me" is "wa.me". */
const spokenDotBetweenLabels = new RegExp(`\\s+${spokenDot}\\s+`, 'giu');
const word = '[\\p{L}\\p{N}\\p{M}_%+-]+';
const label = '[\\p{L}\\p{N}\\p{M}-]+';

/** Written as an address: "layla.haddad@gmail.com", "ليلى@مثال.كوم" (any domain ending). */
const plainEmail = new RegExp(
  `${word}(?:\\.${word})*@${label}(?:\\.${label})*\\.[\\p{L}\\p{M}]{2,}`,
  'gu',
);
/**
 * Spelled, spaced or bracketed: "layla at gmail dot com", "layla (at) hotmail",
 * "ليلى آت جيميل دوت كوم", "layla @ example . org". The domain must end in a known
 * top-level domain or be a mail service, so "meet at school dot" or "at 5" stay as they are.
 */
const spelledEmail = new RegExp(
  `${edgeBefore}${word}(?:${dot}${word})*${at}(?:${label}${dot})*(?:${label}${dot}${tld}|${mailServices})${edgeAfter}`,
  'giu',
);

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
const outsideChatHost = new RegExp(
  `(?:^|\\.)(?:${outsideChatHosts.map((host) => host.replaceAll('.', '\\.')).join('|')})$`,
  'i',
);

/** What may follow a host: a path, query or port, up to a space (trailing punctuation left out). */
const linkRest = '(?:[/?#:][^\\s<>"]*[^\\s<>".,;:!?)\\]،؛؟])?';
/** "https://…", "www.…", or a bare host with a known ending ("wa.me/…", "layla.com"). */
const link = new RegExp(
  [
    `https?://(?<schemeHost>[^\\s/?#<>"]+)${linkRest}`,
    `${edgeBefore}(?<wwwHost>www\\.${label}(?:\\.${label})+)${linkRest}`,
    `(?<![\\p{L}\\p{N}\\p{M}_.@-])(?<bareHost>(?:${label}\\.)+${tld})(?![\\p{L}\\p{N}\\p{M}_@-]|\\.[\\p{L}\\p{N}])${linkRest}`,
  ].join('|'),
  'giu',
);
/** A host spelled out: "wa dot me", "layla dot com" (the ending must be known). */
const spelledLink = new RegExp(
  `${edgeBefore}(?:${label}\\s+${spokenDot}\\s+)+${tld}${edgeAfter}`,
  'giu',
);

/**
 * "@layla_math" on its own: a handle on some other app (Instagram, Snapchat, Telegram), in the
 * Latin letters those allow. Not "@ 5", not "@5pm", not inside an address.
 */
const handle = new RegExp(
  `(?<![\\p{L}\\p{N}\\p{M}_.@-])@[A-Za-z_][A-Za-z0-9_.]{2,}(?<!\\.)(?![\\p{L}\\p{N}\\p{M}])`,
  'gu',
);

function hostKind(host: string): ContactKind {
  const bare = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return outsideChatHost.test(bare) ? 'outside_link' : 'link';
}

function found(text: string): ContactSpan[] {
  const spans: ContactSpan[] = [];
  for (const [start, end] of phoneSpans(text)) spans.push({ start, end, kind: 'phone' });
  for (const pattern of [plainEmail, spelledEmail]) {
    for (const match of text.matchAll(pattern)) {
      spans.push({ start: match.index, end: match.index + match[0].length, kind: 'email' });
    }
  }
  for (const match of text.matchAll(link)) {
    const { schemeHost, wwwHost, bareHost } = match.groups ?? {};
    const host = (schemeHost ?? wwwHost ?? bareHost ?? '').replace(/^[^@]*@/, '');
    const end = match.index + match[0].length;
    spans.push({ start: match.index, end, kind: hostKind(host) });
  }
  for (const match of text.matchAll(spelledLink)) {
    const host = match[0].replace(spokenDotBetweenLabels, '.');
    const end = match.index + match[0].length;
    spans.push({ start: match.index, end, kind: hostKind(host) });
  }
  for (const match of text.matchAll(handle)) {
    spans.push({ start: match.index, end: match.index + match[0].length, kind: 'handle' });
  }
  return spans;
}

/**
 * Every piece of contact details in a message, in the offsets of the message as written, in
 * order. Spans may overlap ("wa.me/966501234567" is a link and a phone number).
 */
export function contactSpansOf(body: string): ContactSpan[] {
  const { text, origin } = readable(body);
  return found(text)
    .map((span) => ({
      kind: span.kind,
      start: origin[span.start] ?? body.length,
      // The end of the last read character's original code point.
      end: span.end === 0 ? 0 : nextOrigin(origin, span.end - 1),
    }))
    .sort((a, b) => a.start - b.start || b.end - a.end);
}

/** Where the code point that read character `index` came from ends in the original. */
function nextOrigin(origin: number[], index: number): number {
  const start = origin[index] ?? 0;
  for (let i = index + 1; i < origin.length; i += 1) {
    const next = origin[i] ?? start;
    if (next > start) return next;
  }
  return origin[origin.length - 1] ?? start;
}

/** What a masked span reads as: the same in every language (the notice under it says why). */
export const contactMask = '••••';

/**
 * The message with every span of contact details replaced by the mask (overlapping spans as
 * one), and whether anything was.
 */
export function maskContactDetails(body: string): { body: string; masked: boolean } {
  const spans = contactSpansOf(body);
  if (spans.length === 0) return { body, masked: false };
  let out = '';
  let at = 0;
  for (const span of spans) {
    if (span.end <= at) continue;
    out += body.slice(at, Math.max(at, span.start));
    if (span.start >= at) out += contactMask;
    at = span.end;
  }
  return { body: out + body.slice(at), masked: true };
}
