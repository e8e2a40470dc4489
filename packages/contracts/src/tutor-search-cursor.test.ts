import { describe, expect, it } from 'vitest';
import { tutorSearchCursor } from './tutor-search-cursor';
import { tutorSearchQuerySchema } from './tutors';

const id = '2f1c5a52-0c53-4a5e-9a39-0f7d0c1b2a11';

describe('tutor search cursors', () => {
  it('reads back the keys it wrote, for the sort it was written for', () => {
    const keys = [true, 3.9375, 12, id];
    const cursor = tutorSearchCursor.encode('relevance', keys);
    expect(cursor).toMatch(/^[\w-]+$/);
    expect(tutorSearchCursor.decode(cursor, 'relevance')).toEqual(keys);
    expect(tutorSearchCursor.decode(cursor, 'rating')).toBeUndefined();
  });

  it('refuses what no search wrote: bad base64, bad JSON, keys of the wrong shape', () => {
    const encode = (value: unknown) => btoa(JSON.stringify(value)).replaceAll('=', '');
    for (const cursor of [
      '!!',
      btoa('not json'),
      encode(['price', '25.00']),
      encode(['price', '25', id]),
      encode(['price', '25.00', 'x']),
      encode(['experience', -1, id]),
      encode(['rating', '4.7', 2.5, id]),
      encode({ sort: 'price' }),
    ]) {
      for (const sort of ['relevance', 'rating', 'price', 'experience'] as const) {
        expect(tutorSearchCursor.decode(cursor, sort), `${cursor} as ${sort}`).toBeUndefined();
      }
    }
  });

  it('turns after and before into one position of the query', () => {
    const cursor = tutorSearchCursor.encode('price', ['25.00', id]);
    expect(tutorSearchQuerySchema.parse({ sort: 'price', before: cursor }).position).toEqual({
      direction: 'before',
      keys: ['25.00', id],
    });
    expect(tutorSearchQuerySchema.parse({ sort: 'price' }).position).toBeUndefined();
    expect(tutorSearchQuerySchema.safeParse({ sort: 'rating', after: cursor }).success).toBe(false);
  });
});
