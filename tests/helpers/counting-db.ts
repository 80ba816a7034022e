import type { Db } from '#server/db/db.server';

/**
 * A view of `db` that records the text of every statement sent through `query`, for tests that
 * count what a page or a cache asks the database (the statements stay in `statements`).
 */
export function countingDb(db: Db): { db: Db; statements: string[] } {
  const statements: string[] = [];
  return {
    statements,
    db: {
      engine: db.engine,
      query: (sql, params) => {
        statements.push(sql);
        return db.query(sql, params);
      },
      exec: (sql) => db.exec(sql),
      transaction: (fn) => db.transaction(fn),
      withConnection: (fn) => db.withConnection(fn),
      close: () => db.close(),
    },
  };
}
