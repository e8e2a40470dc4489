import { describe, expect, it } from 'vitest';
import { contactMask as m, contactSpansOf, maskContactDetails } from './contact-details';

/** Issue 29's table: what the other side reads before a first booking. */
const masked: Array<[string, string]> = [
  ['Call me on +966 50 123 4567', `Call me on ${m}`],
  ['my number: 0501234567', `my number: ${m}`],
  ['(050) 123-4567 after 5', `${m} after 5`],
  ['+20 10 1234 5678', m],
  ['00966501234567', m],
  ['0 5 0 1 2 3 4 5 6 7 call me', `${m} call me`],
  ['+966 5 0 1 2 3 4 5 6 7', m],
  ['اتصل على ٠٥٠١٢٣٤٥٦٧', `اتصل على ${m}`],
  ['رقمي ۰۵۰۱۲۳۴۵۶۷ شكراً', `رقمي ${m} شكراً`],
  ['رقمي ٠ ٥ ٠ ١ ٢ ٣ ٤ ٥ ٦ ٧', `رقمي ${m}`],
  ['واتساب ‎+٩٦٦ ٥٠ ١٢٣ ٤٥٦٧‎ مساءً', `واتساب ‎${m}‎ مساءً`],
  ['write to layla.haddad@gmail.com please', `write to ${m} please`],
  ['layla.haddad at gmail dot com', m],
  ['layla (at) hotmail', m],
  ['layla [at] example [dot] org', m],
  ['layla @ gmail . com', m],
  ['Ｌａｙｌａ＠ｇｍａｉｌ．ｃｏｍ', m],
  ['بريدي ليلى@مثال.كوم', `بريدي ${m}`],
  ['ايميلي layla آت gmail دوت com', `ايميلي ${m}`],
  ['ليلى آت جيميل دوت كوم', m],
  ['راسلني layla at gmail نقطة com', `راسلني ${m}`],
  ['join https://wa.me/966501234567', `join ${m}`],
  ['wa.me/966501234567', m],
  ['t.me/layla_math.', `${m}.`],
  ['https://chat.whatsapp.com/AbCdEf', m],
  ['my group: discord.gg/abc', `my group: ${m}`],
  ['instagram.com/layla.teaches', m],
  ['see www.layla-tutoring.com for more', `see ${m} for more`],
  ['my site layla.com', `my site ${m}`],
  ['telegram: @layla_math', `telegram: ${m}`],
  ['تواصل معي على wa dot me', `تواصل معي على ${m}`],
  ['Text me 050 123 4567 or mail a@b.co, thanks', `Text me ${m} or mail ${m}, thanks`],
];

/** ...and what stays as written: prices, times, dates, counts and plain sentences. */
const untouched: string[] = [
  'The lesson is $25',
  'It costs 25.00 USD per hour',
  'See you at 5 pm',
  'at 4:30 on Thursday',
  'The test is on 2026-12-01.',
  'The test is on 2026-12-01 16:30 sharp',
  'Meet at 17:30, 1/12/2026',
  'She is in grade 10',
  'Homework on page 12, exercises 2, 4, 6 and 8',
  'x = 12.5 and y = 3.75',
  'Solve 3 5 7 9 11 in order.',
  '0.5 0.25 0.75 0.125 0.2',
  'Score 1234 5678 points?',
  'see you at school. In class we start',
  'I am at home dot',
  'email me here on Nibras',
  'My site nibras.example/whatsapp.company is fine',
  'Read about the whatsapp of ancient Rome (no link here).',
  'الدرس ٣٠ دقيقة',
  'ممتاز! حل التمارين من ١ إلى ١٠ في الصفحة ٤٥',
  'السعر ١٠٠ ريال للساعة، نلتقي الساعة ٥:٣٠',
  'الاختبار يوم ٢٠٢٦-١٢-٠١ الساعة ٤:٣٠',
  'الصف العاشر، الوحدة ٣ صفحة ١٢',
  'أراك في المدرسة نقطة انتهى',
  'سعر الحصة ٢٥٫٠٠ دولار',
  'x² + 3x = 10, so x = 2',
  'We meet at live session 3, see you @ 5',
  'أراك @٥ مساءً',
];

describe('contact details masked before a first booking', () => {
  it('has the table issue 29 asks for', () => {
    expect(masked.length + untouched.length).toBeGreaterThanOrEqual(40);
    expect(masked.length).toBeGreaterThanOrEqual(untouched.length);
  });

  it.each(masked)('masks %j', (body, expected) => {
    expect(maskContactDetails(body)).toEqual({ body: expected, masked: true });
  });

  it.each(untouched)('leaves %j as written', (body) => {
    expect(contactSpansOf(body)).toEqual([]);
    expect(maskContactDetails(body)).toEqual({ body, masked: false });
  });

  it('gives spans in the offsets of the message as written', () => {
    const body = 'رقمي ٠٥٠١٢٣٤٥٦٧ أو ＠layla_math';
    const spans = contactSpansOf(body);
    expect(spans.map((span) => [body.slice(span.start, span.end), span.kind])).toEqual([
      ['٠٥٠١٢٣٤٥٦٧', 'phone'],
      ['＠layla_math', 'handle'],
    ]);
  });

  it('masks overlapping spans once', () => {
    // A link and a phone number in one piece.
    const body = 'https://wa.me/966501234567 now';
    expect(contactSpansOf(body).map((span) => span.kind)).toEqual(['outside_link', 'phone']);
    expect(maskContactDetails(body).body).toBe(`${m} now`);
  });
});
