import type { Queryable, Row } from '#server/db/db.server';
import {
  arrayRelationStatement,
  objectRelationStatement,
  type ListArgs,
  type Statement,
} from './sql.server';
import type { ComputedDef, RelationDef, TableDef } from './tables.server';
import {
  aggregateStatement,
  mergedCountStatement,
  splitAggregateRow,
  type AggregateFunction,
} from './aggregate.server';
import type { BoolExp } from './sql.server';

/**
 * Per-request batching (a small DataLoader): every `load(key)` made while one level of the result
 * is being resolved is collected and answered by ONE query when the event loop turns, so a list of
 * 100 lots asking for `auction_house` costs one extra query, not 100. Results are cached for the
 * request, so the same key is fetched once.
 */
export class Batcher<V> {
  private queue = new Map<
    string,
    Array<{ resolve: (v: V) => void; reject: (e: unknown) => void }>
  >();
  private cache = new Map<string, Promise<V>>();
  private scheduled = false;

  constructor(
    private readonly fetchMany: (keys: string[]) => Promise<Map<string, V>>,
    private readonly missing: () => V,
  ) {}

  load(key: string): Promise<V> {
    const cached = this.cache.get(key);
    if (cached) return cached;
    const promise = new Promise<V>((resolve, reject) => {
      const waiting = this.queue.get(key) ?? [];
      waiting.push({ resolve, reject });
      this.queue.set(key, waiting);
    });
    this.cache.set(key, promise);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => void this.dispatch());
    }
    return promise;
  }

  private async dispatch(): Promise<void> {
    const batch = this.queue;
    this.queue = new Map();
    this.scheduled = false;
    try {
      const found = await this.fetchMany([...batch.keys()]);
      for (const [key, waiting] of batch) {
        const value = found.has(key) ? found.get(key)! : this.missing();
        for (const w of waiting) w.resolve(value);
      }
    } catch (err) {
      for (const waiting of batch.values()) for (const w of waiting) w.reject(err);
    }
  }
}

export interface BatchLoaders {
  /** `columns`: those the query needs of the related rows (see neededColumns). */
  objectRelation(
    table: TableDef,
    rel: RelationDef,
    key: string,
    columns: ReadonlySet<string>,
  ): Promise<Row | null>;
  arrayRelation(
    table: TableDef,
    rel: RelationDef,
    args: ListArgs,
    path: string,
    key: string,
    columns: ReadonlySet<string>,
  ): Promise<Row[]>;
  computed(table: TableDef, field: ComputedDef, key: string): Promise<number>;
  /**
   * The row of `aggregateStatement(table, where, functions)`. Counts of one table resolved
   * together share one statement (mergedCountStatement); the same `where` counted twice in a
   * request is counted once.
   */
  aggregate(
    table: TableDef,
    where: BoolExp | null | undefined,
    functions: ReadonlySet<AggregateFunction>,
  ): Promise<Row | undefined>;
}

type CountAnswer = { row: Row | undefined } | { error: unknown };

export function createBatchLoaders(db: Queryable): BatchLoaders {
  const batchers = new Map<string, Batcher<unknown>>();
  /** Each count batch's conditions by their key (the batcher passes keys only). */
  const countWheres = new Map<string, Map<string, BoolExp | null | undefined>>();
  const run = async (statement: Statement) =>
    (await db.query(statement.sql, statement.params)).rows;

  function batcher<V>(
    id: string,
    fetchMany: (keys: string[]) => Promise<Map<string, V>>,
    missing: () => V,
  ): Batcher<V> {
    let b = batchers.get(id) as Batcher<V> | undefined;
    if (!b) {
      b = new Batcher(fetchMany, missing);
      batchers.set(id, b as Batcher<unknown>);
    }
    return b;
  }

  return {
    objectRelation(table, rel, key, columns) {
      return batcher<Row | null>(
        `object:${table.name}.${rel.name}:${[...columns].join()}`,
        async (keys) => {
          const rows = await run(objectRelationStatement(rel, keys, columns));
          return new Map(rows.map((r) => [String(r[rel.to]), r]));
        },
        () => null,
      ).load(key);
    },
    arrayRelation(table, rel, args, path, key, columns) {
      // One batch per distinct argument set (aliases with different filters are separate).
      const id = `array:${table.name}.${rel.name}:${JSON.stringify(args)}:${[...columns].join()}`;
      return batcher<Row[]>(
        id,
        async (keys) => {
          const rows = await run(arrayRelationStatement(rel, keys, args, path, columns));
          const byKey = new Map<string, Row[]>();
          for (const row of rows) {
            const k = String(row.__key);
            const list = byKey.get(k) ?? [];
            list.push(row);
            byKey.set(k, list);
          }
          return byKey;
        },
        () => [],
      ).load(key);
    },
    aggregate(table, where, functions) {
      // Figures (min, max, avg…) are asked of the sold prices, whose separate statements read
      // the covering indexes alone at national scale; an OR of their conditions would read the
      // table's rows instead. Counts are gathered.
      if (functions.size > 0)
        return run(aggregateStatement(table, where, functions)).then(([row]) => row);
      const id = `count:${table.name}`;
      let asked = countWheres.get(id);
      if (!asked) countWheres.set(id, (asked = new Map()));
      const key = JSON.stringify(where ?? null);
      asked.set(key, where);
      return batcher<CountAnswer>(
        id,
        async (keys) => {
          const wheres = keys.map((k) => asked.get(k));
          if (wheres.length === 1) {
            const [row] = await run(aggregateStatement(table, wheres[0], functions));
            return new Map([[keys[0]!, { row }]]);
          }
          const { statement, errors } = mergedCountStatement(table, wheres);
          const [row] = statement ? await run(statement) : [];
          return new Map(
            keys.map((k, i): [string, CountAnswer] => [
              k,
              errors.has(i) ? { error: errors.get(i) } : { row: splitAggregateRow(row, i) },
            ]),
          );
        },
        () => ({ row: undefined }),
      )
        .load(key)
        .then((answer) => {
          if ('error' in answer) throw answer.error;
          return answer.row;
        });
    },
    computed(table, field, key) {
      return batcher<number>(
        `computed:${table.name}.${field.name}`,
        async (keys) => {
          const rows = await run({ sql: field.batchSql, params: [keys] });
          return new Map(rows.map((r) => [String(r.key), Number(r.value)]));
        },
        () => 0,
      ).load(key);
    },
  };
}
