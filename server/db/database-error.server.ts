/**
 * Errors from the database with PostgreSQL's fields (`code`, `detail`, `constraint`, …), so a
 * caller checks `err.code === '23505'` the same way whichever engine or thread answered.
 */
export class DatabaseError extends Error {
  readonly code: string | undefined;
  readonly detail: string | undefined;
  readonly constraint: string | undefined;

  constructor(fields: Record<string, unknown>, options?: ErrorOptions) {
    super(typeof fields.message === 'string' ? fields.message : 'database error', options);
    Object.assign(this, fields);
    this.name = 'DatabaseError';
    this.code = typeof fields.code === 'string' ? fields.code : undefined;
    this.detail = typeof fields.detail === 'string' ? fields.detail : undefined;
    this.constraint = typeof fields.constraint === 'string' ? fields.constraint : undefined;
  }
}

/** PostgreSQL's own code and wording for a statement cancelled by `statement_timeout`. */
export function statementTimeoutError(timeoutMs: number): DatabaseError {
  return new DatabaseError({
    code: '57014',
    severity: 'ERROR',
    message: 'canceling statement due to statement timeout',
    detail: `The statement ran longer than ${timeoutMs} ms (DB_STATEMENT_TIMEOUT_MS).`,
  });
}

/** The embedded database's thread stopped; `08006` is PostgreSQL's "connection failure". */
export function databaseStoppedError(cause: unknown): DatabaseError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new DatabaseError(
    {
      code: '08006',
      severity: 'FATAL',
      message: `The embedded database stopped (${reason}); the next query restarts it`,
    },
    { cause },
  );
}

/** A transaction whose database thread was replaced: its work was rolled back with the old one. */
export function transactionLostError(): DatabaseError {
  return new DatabaseError({
    code: '08006',
    severity: 'ERROR',
    message: 'The embedded database restarted during this transaction; it was rolled back',
  });
}

/** A caller saw the database's outage second hand (a 503 from the data graph). */
export function databaseUnreachableError(via: string): DatabaseError {
  return new DatabaseError({
    code: '08006',
    severity: 'ERROR',
    message: `The database cannot be reached (reported by ${via})`,
  });
}
