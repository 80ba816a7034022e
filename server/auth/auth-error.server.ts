import type { z } from 'zod';
import { fieldErrors, type FieldErrors } from '#schema/auth';

/** An expected auth failure: its status and message go to the client as `{ error: { … } }`. */
export class AuthError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors: FieldErrors = {},
    /** Sent as Retry-After when set (a refusal that passes by itself). */
    public readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

/** Parses a body with its schema or throws a 400 listing every field's message. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const errors = fieldErrors(result.error);
    throw new AuthError(400, errors._form ?? 'Some fields need your attention', errors);
  }
  return result.data;
}
