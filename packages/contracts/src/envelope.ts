import { z } from 'zod';

/** Every API answer has this shape (docs/shared/ARCHITECTURE.md, "API contract"). */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    succeeded: z.boolean(),
    message: z.string().nullable(),
    data: data.nullable(),
    error: apiErrorSchema.nullable(),
  });
}

export type Envelope<T> = {
  succeeded: boolean;
  message: string | null;
  data: T | null;
  error: ApiError | null;
};
