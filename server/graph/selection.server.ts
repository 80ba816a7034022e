import {
  Kind,
  type FieldNode,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from './graphql.server';
import type { TableDef } from './tables.server';

/** The fields a selection set asks for, with its fragments (inline and named) spread in. */
export function selectedFields(
  set: SelectionSetNode | undefined,
  fragments: GraphQLResolveInfo['fragments'],
): FieldNode[] {
  const out: FieldNode[] = [];
  const visit = (s: SelectionSetNode | undefined) => {
    for (const sel of s?.selections ?? []) {
      if (sel.kind === Kind.FIELD) out.push(sel);
      else if (sel.kind === Kind.INLINE_FRAGMENT) visit(sel.selectionSet);
      else visit(fragments[sel.name.value]?.selectionSet);
    }
  };
  visit(set);
  return out;
}

/** The fields asked for under the resolved field (every place the query names it). */
export function childFields(info: GraphQLResolveInfo): FieldNode[] {
  return info.fieldNodes.flatMap((node) => selectedFields(node.selectionSet, info.fragments));
}

/** Per field of an operation: graphql-js hands every row of a list the same `fieldNodes`. */
const columnsByField = new WeakMap<GraphQLResolveInfo['fieldNodes'], ReadonlySet<string>>();

/**
 * The columns a query's rows must carry: those it asks for, the key its computed fields read,
 * and the columns its relations join on. The primary key always: rows are ordered and told
 * apart by it. Reading only these keeps a card list from carrying every lot's description.
 * Worked out once per field, not once per row a relation resolves.
 */
export function neededColumns(table: TableDef, info: GraphQLResolveInfo): ReadonlySet<string> {
  const known = columnsByField.get(info.fieldNodes);
  if (known) return known;
  const names = new Set(childFields(info).map((f) => f.name.value));
  const columns = new Set([table.pk]);
  for (const c of table.columns) if (names.has(c.name)) columns.add(c.name);
  for (const r of table.relations) if (names.has(r.name)) columns.add(r.from);
  columnsByField.set(info.fieldNodes, columns);
  return columns;
}
