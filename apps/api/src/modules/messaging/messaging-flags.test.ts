import { describe, expect, it } from 'vitest';
import { contactFlagsOf } from './messaging-flags';

describe('contact details in a message', () => {
  it.each([
    ['Call me on +966 50 123 4567', 'phone'],
    ['my number: 0501234567', 'phone'],
    ['(050) 123-4567 after 5', 'phone'],
    ['اتصل على ٠٥٠١٢٣٤٥٦٧', 'phone'],
    ['رقمي ۰۵۰۱۲۳۴۵۶۷', 'phone'],
    ['+20 10 1234 5678', 'phone'],
    ['00966501234567', 'phone'],
    ['write to layla.haddad@gmail.com', 'email'],
    ['layla.haddad at gmail dot com', 'email'],
    ['layla (at) hotmail', 'email'],
    ['بريدي ليلى@مثال.كوم', 'email'],
    ['join https://wa.me/966501234567', 'outside_link'],
    ['wa.me/966501234567', 'outside_link'],
    ['t.me/layla_math', 'outside_link'],
    ['https://chat.whatsapp.com/AbCdEf', 'outside_link'],
    ['my group: discord.gg/abc', 'outside_link'],
    ['instagram.com/layla.teaches', 'outside_link'],
  ])('flags %j as %s', (body, flag) => {
    expect(contactFlagsOf(body)).toContain(flag);
  });

  it.each([
    'See you on Thursday at 17:30 for chapter 4.',
    'Homework: exercises 2, 4, 6 and 8 on page 112.',
    'The test is on 2026-11-24.',
    'Solve 3 5 7 9 11 in order.',
    'x = 12.5 and y = 3.75',
    'ممتاز! حل التمارين من ١ إلى ١٠ في الصفحة ٤٥',
    'Read about the whatsapp of ancient Rome (no link here).',
    'My site nibras.example/whatsapp.company is fine',
    'email me here on Nibras',
  ])('leaves %j alone', (body) => {
    expect(contactFlagsOf(body)).toEqual([]);
  });

  it('names every kind it finds once', () => {
    expect(contactFlagsOf('0501234567, a@b.co, wa.me/1 and 0551234567 too')).toEqual([
      'phone',
      'email',
      'outside_link',
    ]);
  });
});
