import { z } from 'zod';

/** Every /wps/** answer: `{ success, value, message, errorCode }`. */
export function ZEnvelope<V extends z.ZodType>(value: V) {
  return z.object({
    success: z.boolean(),
    value: value.nullable(),
    message: z.string().nullable(),
    errorCode: z.string().nullable(),
  });
}

export const ZErrorEnvelope = z.object({
  success: z.literal(false),
  value: z.unknown().nullable(),
  message: z.string(),
  errorCode: z.string(),
});
export type ErrorEnvelope = z.infer<typeof ZErrorEnvelope>;

export interface Envelope<V> {
  success: boolean;
  value: V | null;
  message: string | null;
  errorCode: string | null;
}
