import { describe, expect, it } from 'vitest';
import { genderedTextsOf } from './gendered-texts';

describe('genderedTextsOf', () => {
  it('passes a text with both forms and a neutral base, plural forms too', () => {
    const arabic = {
      a: {
        note: 'ملاحظة {{name}}',
        note_feminine: 'كتبت {{name}}',
        note_masculine: 'كتب {{name}}',
      },
      n_few: 'x {{n}}',
      n_feminine_few: 'f {{n}}',
      n_masculine_few: 'm {{n}}',
    };
    expect(genderedTextsOf(arabic, { a: { note: 'Note' }, n_one: 'n', n_other: 'ns' })).toEqual([
      { key: 'a.note', problems: [] },
      { key: 'n_few', problems: [] },
    ]);
  });

  it('names what a gendered text lacks', () => {
    const arabic = {
      one: 'كتب {{name}}',
      one_masculine: 'كتب {{name}}',
      two_feminine: 'كتبت {{who}}',
      two_masculine: 'كتب {{name}}',
    };
    expect(genderedTextsOf(arabic, { one: 'Wrote' })).toEqual([
      {
        key: 'one',
        problems: [
          'no feminine form',
          'the base is not neutral',
          'the forms have other slots than the base',
        ],
      },
      {
        key: 'two',
        problems: [
          'no neutral base',
          'the forms have other slots than the base',
          'no English text',
        ],
      },
    ]);
  });
});
