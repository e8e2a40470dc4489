import { z } from 'zod';

/**
 * `page` and `pageSize` as URL search parameters, shared by every paged list: whole positive
 * numbers written as digits, the size bounded by the list's own maximum.
 */
export function pagingParams(options: { maxPageSize: number; defaultPageSize: number }) {
  return {
    page: z
      .string()
      .regex(/^[1-9]\d{0,5}$/, 'validation.selectionInvalid')
      .transform(Number)
      .default(1),
    pageSize: z
      .string()
      .regex(/^[1-9]\d?$/, 'validation.selectionInvalid')
      .transform(Number)
      .refine((size) => size <= options.maxPageSize, 'validation.selectionInvalid')
      .default(options.defaultPageSize),
  };
}
