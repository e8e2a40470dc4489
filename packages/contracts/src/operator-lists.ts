import { z } from 'zod';
import { pagingParams } from './paging';

/** The console's tables: at most 50 rows a page, 20 unless asked. */
export const operatorPageSize = { maxPageSize: 50, defaultPageSize: 20 } as const;

/**
 * The search parameters of an operator list: a page, its size, and one sort key with its
 * direction; a list adds its own filters beside these.
 */
export function operatorListParams<const Keys extends readonly [string, ...string[]]>(
  sortKeys: Keys,
  defaultSort: Keys[number],
) {
  return {
    ...pagingParams(operatorPageSize),
    sort: z.enum(sortKeys, { error: 'validation.selectionInvalid' }).default(defaultSort),
    order: z.enum(['asc', 'desc'], { error: 'validation.selectionInvalid' }).default('desc'),
  };
}

/** One page of an operator list, with the total the filters find. */
export function operatorPageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
}
export type OperatorPage<Item> = { items: Item[]; total: number; page: number; pageSize: number };
