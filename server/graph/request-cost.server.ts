import {
  getArgumentValues,
  getNamedType,
  getNullableType,
  getVariableValues,
  isCompositeType,
  isListType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from './graphql.server';
import { isLikeOperator, MAX_LIMIT, paging, patternWork } from './sql.server';
import type { MapOptions } from './map.server';
import { INPUT_LIMITS, PATTERN_SCAN_WORK } from '#schema/input-limits';

/**
 * What one operation can cost the server, worked out from its text and variables before any
 * resolver runs (graphql-armor's cost counts each field once: a list of 100 rows of lists of 100
 * rows cost what one row did, and a 200-byte request returned 15.8 MB).
 *
 * - `cost`: the most values the answer can hold. A scalar is 1, an object 1 plus its fields, and
 *   a list field's object counts once per row it can return: its `limit` (default 12), capped at
 *   the most the resolver allows.
 * - `patternWork`: LIKE pattern work (see `patternWork` in sql.server.ts) over every `where` of the
 *   request, every alias and field together, and PATTERN_SCAN_WORK for each `where` with patterns:
 *   each is one statement that may read the whole table, so 15 aliased counts are 15 scans,
 *   however short each one's patterns are.
 */
export interface RequestWork {
  cost: number;
  patternWork: number;
}

/**
 * Rows a list field without a `limit` argument can return: the map's points and clusters are
 * bounded by its own options (map.server.ts); any other such list would count MAX_LIMIT rows.
 */
function rowsWithoutLimit(field: string, map: MapOptions): number {
  if (field === 'points') return map.maxPoints;
  if (field === 'clusters') return map.maxCells;
  return MAX_LIMIT;
}

type Variables = Record<string, unknown>;

/**
 * The work of the operation `operationName` (or the document's only one), or null when graphql-js
 * will refuse it before running anything (no such operation, variables of the wrong type).
 */
export function requestWork(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  rawVariables: Variables | null | undefined,
  map: MapOptions,
): RequestWork | null {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName
    ? operations.find((o) => o.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  const root = schema.getQueryType();
  if (!operation || !root) return null;
  const coerced = getVariableValues(
    schema,
    operation.variableDefinitions ?? [],
    rawVariables ?? {},
  );
  if (!coerced.coerced) return null;
  const variables = coerced.coerced;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) {
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  }
  // A fragment's work does not depend on where it is spread (rows multiply outside it), so each
  // is worked out once however often it is spread.
  const fragmentWork = new Map<string, RequestWork>();

  function selectionWork(type: GraphQLCompositeType, set: SelectionSetNode): RequestWork {
    const total: RequestWork = { cost: 0, patternWork: 0 };
    // Rows multiply cost, not pattern work: a nested list's where is one statement for all its
    // parents (batch-loaders.server.ts), not one per row.
    const add = (work: RequestWork, rows = 1) => {
      total.cost += work.cost * rows;
      total.patternWork += work.patternWork;
    };
    for (const selection of set.selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition && schema.getType(selection.typeCondition.name.value);
        add(selectionWork(on && isCompositeType(on) ? on : type, selection.selectionSet));
      } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        add(spreadWork(selection.name.value));
      } else {
        const name = selection.name.value;
        // Introspection is bounded by the schema and off in production; __typename is a scalar.
        if (name === '__schema' || name === '__type') continue;
        const field = 'getFields' in type ? type.getFields()[name] : undefined;
        if (!field || !selection.selectionSet) {
          total.cost += 1;
          continue;
        }
        let args: Record<string, unknown> | null = null;
        try {
          args = getArgumentValues(field, selection, variables);
        } catch {
          // graphql-js refuses the field when it runs; count it as the most it could be.
        }
        const list = isListType(getNullableType(field.type));
        const rows = list ? rowsOf(field, args) : 1;
        const fieldType = getNamedType(field.type);
        const inner = isCompositeType(fieldType)
          ? selectionWork(fieldType, selection.selectionSet)
          : { cost: 0, patternWork: 0 };
        add({ cost: 1 + inner.cost, patternWork: inner.patternWork }, rows);
        // A where over its own budget is refused by its resolver, which says which pattern is too
        // long: counted at that budget, one where alone never hides that message.
        const patterns = Math.min(wherePatternWork(args?.['where']), INPUT_LIMITS.graphPatternWork);
        if (patterns > 0) total.patternWork += PATTERN_SCAN_WORK + patterns;
      }
    }
    return total;
  }

  /** Rows a list field can return: its `limit` as the resolver reads it (sql.server.ts `paging`). */
  function rowsOf(field: GraphQLField<unknown, unknown>, args: Record<string, unknown> | null) {
    if (!field.args.some((a) => a.name === 'limit')) return rowsWithoutLimit(field.name, map);
    try {
      return args ? paging({ limit: args['limit'] as number | null | undefined }).limit : MAX_LIMIT;
    } catch {
      // A limit the resolver refuses (over 100, negative): it says so; count the most it allows.
      return MAX_LIMIT;
    }
  }

  function spreadWork(name: string): RequestWork {
    const known = fragmentWork.get(name);
    if (known) return known;
    const fragment = fragments.get(name);
    const on = fragment && schema.getType(fragment.typeCondition.name.value);
    const work =
      fragment && on && isCompositeType(on)
        ? selectionWork(on, fragment.selectionSet)
        : { cost: 0, patternWork: 0 };
    fragmentWork.set(name, work);
    return work;
  }

  return selectionWork(root, operation.selectionSet);
}

/** Pattern work of one `where` value: every `_like`-family pattern in it, at any depth. */
export function wherePatternWork(where: unknown): number {
  if (where === null || typeof where !== 'object') return 0;
  let work = 0;
  for (const [key, value] of Object.entries(where)) {
    if (isLikeOperator(key) && typeof value === 'string') work += patternWork(value);
    else work += wherePatternWork(value);
  }
  return work;
}
