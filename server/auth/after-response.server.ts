import type { Logger } from 'pino';

const pending = new Set<Promise<void>>();

/**
 * Runs account work after the answer has gone out (forgot password, resend confirmation, the
 * "already registered" notice): the response cannot reveal by its timing whether an account
 * exists. Failures are logged, never thrown at a client who has already had the same answer.
 */
export function afterResponse(logger: Logger, label: string, work: () => Promise<void>): void {
  const run = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch((err: unknown) => logger.error({ err, audit: label }, 'background account work failed'))
    .finally(() => pending.delete(run));
  pending.add(run);
}

/** Resolves once every piece of work queued so far has finished (tests, graceful shutdown). */
export async function afterResponseSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
