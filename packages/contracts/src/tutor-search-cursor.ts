import { z } from 'zod';

/**
 * Keyset pages of tutor search: a cursor holds the sort keys of the tutor a page ends (or starts)
 * at, so the next page is "the tutors after these keys", found through the sort's index however
 * far down the list it is. It is the sort's name and keys as JSON, in base64url; only the API
 * writes one, and the query schema reads it back.
 */

export type TutorSearchKeys = readonly (string | number | boolean)[];
export type TutorSearchPosition = { direction: 'after' | 'before'; keys: TutorSearchKeys };

const id = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
const smallCount = z.number().int().min(0).max(32_767);
const count = z.number().int().min(0).max(2_147_483_647);

/** The keys of each sort order, in order, ending with the tutor's id. */
const keysOf = {
  relevance: z.tuple([z.boolean(), z.number(), smallCount, id]),
  rating: z.tuple([z.string().regex(/^\d\.\d$/), count, id]),
  price: z.tuple([z.string().regex(/^\d{1,8}\.\d{2}$/), id]),
  experience: z.tuple([smallCount, id]),
} satisfies Record<string, z.ZodType<TutorSearchKeys>>;
type SortName = keyof typeof keysOf;

const toBase64Url = (text: string) =>
  btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

const fromBase64Url = (cursor: string) => atob(cursor.replaceAll('-', '+').replaceAll('_', '/'));

export const tutorSearchCursor = {
  encode(sort: SortName, keys: TutorSearchKeys): string {
    // Keys are digits, ids and booleans: ASCII, which btoa takes as it is.
    return toBase64Url(JSON.stringify([sort, ...keys]));
  },
  /** The keys of a cursor written for this sort, or undefined for anything else. */
  decode(cursor: string, sort: SortName): TutorSearchKeys | undefined {
    let parsed: unknown;
    try {
      parsed = JSON.parse(fromBase64Url(cursor));
    } catch {
      return undefined;
    }
    if (!Array.isArray(parsed) || parsed[0] !== sort) return undefined;
    const keys = keysOf[sort].safeParse(parsed.slice(1));
    return keys.success ? keys.data : undefined;
  },
};
