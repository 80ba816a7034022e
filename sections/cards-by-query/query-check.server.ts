import {
  coerceInputValue,
  getNamedType,
  isInputObjectType,
  type GraphQLInputField,
  type GraphQLInputObjectType,
  type GraphQLInputType,
} from '#server/graph/graphql.server';
import { graphSchema } from '#server/graph/schema.server';
import { CardsByQuerySectionSchema, type CardsByQuerySection, type CardsQuery } from './schema';
import { resolveTokens, type IsDateField } from './query';
import { sectionIssue, type SectionIssue } from '#sections/page-document';

/** What each dataset is called in a message to an editor. */
const DATASET_WORDS: Record<CardsQuery['dataset'], string> = {
  auction_properties: 'lots',
  auction_houses: 'auction houses',
  sold_house_prices: 'sold prices',
};

type Problem = { path: Array<string | number>; message: string };

const inputObject = (name: string): GraphQLInputObjectType => {
  const type = graphSchema().getType(name);
  if (!isInputObjectType(type)) throw new Error(`graph input type ${name} is missing`);
  return type;
};

/** The columns (`…_comparison_exp` fields) and relations of a filter type, for naming in a message. */
function columnsOf(type: GraphQLInputObjectType): { columns: string[]; relations: string[] } {
  const columns: string[] = [];
  const relations: string[] = [];
  for (const field of Object.values(type.getFields())) {
    const named = getNamedType(field.type).name;
    if (named.endsWith('_comparison_exp')) columns.push(field.name);
    else if (named.endsWith('_bool_exp') && !field.name.startsWith('_')) relations.push(field.name);
  }
  return { columns, relations };
}

const listed = (names: string[]) => names.join(', ');

/**
 * Follows `column` or `relation.column` through a dataset's filter (or sort) type: the type at its
 * end, or what the editor should read when a part of it is not there.
 */
function follow(
  start: GraphQLInputObjectType,
  field: string,
  what: string,
): { type: GraphQLInputType } | { message: string } {
  let type: GraphQLInputType = start;
  let where = `${what} have`;
  for (const part of field.split('.')) {
    if (!isInputObjectType(type))
      return { message: `“${field}” goes past a column; use a column, or relation.column` };
    const found: GraphQLInputField | undefined = type.getFields()[part];
    const { columns, relations } = columnsOf(
      inputObject(type.name.replace(/_order_by$/, '_bool_exp')),
    );
    if (!found || part.startsWith('_'))
      return {
        message: `${where} no column “${part}”. Use one of: ${listed(columns)}${relations.length ? `; or a relation’s column (${relations.map((r) => `${r}.…`).join(', ')})` : ''}`,
      };
    type = found.type;
    where = `“${part}” has`;
  }
  return { type };
}

const DATE_COMPARISON = 'date_comparison_exp';

/** Which of a dataset's filter fields hold dates (the graph's `date`, which NOW must match). */
export function dateFieldsOf(dataset: CardsQuery['dataset']): IsDateField {
  const boolExp = inputObject(`${dataset}_bool_exp`);
  return (field) => {
    const followed = follow(boolExp, field, '');
    return 'type' in followed && getNamedType(followed.type).name === DATE_COMPARISON;
  };
}

/** The filters' problems: an unknown column, an operator the column's kind lacks, a value of the wrong kind. */
function filterProblems(query: CardsQuery, now: Date): Problem[] {
  const boolExp = inputObject(`${query.dataset}_bool_exp`);
  const what = `The ${DATASET_WORDS[query.dataset]}`;
  return query.filters.flatMap((filter, index): Problem[] => {
    const at = (key: string) => ['query', 'filters', index, key];
    const followed = follow(boolExp, filter.field, what);
    if ('message' in followed) return [{ path: at('field'), message: followed.message }];
    const comparison = getNamedType(followed.type);
    if (!isInputObjectType(comparison) || !comparison.name.endsWith('_comparison_exp'))
      return [
        {
          path: at('field'),
          message: `“${filter.field}” is a relation: name one of its columns, as ${filter.field}.column`,
        },
      ];
    const operator = comparison.getFields()[filter.op];
    if (!operator) {
      const ops = Object.keys(comparison.getFields());
      return [
        {
          path: at('op'),
          message: `“${filter.op}” does not apply to “${filter.field}”; use one of: ${listed(ops)}`,
        },
      ];
    }
    const value = resolveTokens(filter.value, now, comparison.name === DATE_COMPARISON);
    // `_eq NULL`, `_neq NULL` and `_is_null` become null checks (query.ts), whatever the column.
    if (value === null || filter.op === '_is_null') return [];
    const problems: Problem[] = [];
    coerceInputValue(value, operator.type, (_path, _invalid, error) =>
      problems.push({ path: at('value'), message: valueMessage(error.message) }),
    );
    return problems.slice(0, 1);
  });
}

/** graphql's "Int cannot represent non-integer value: "abc"" in the editor's words. */
function valueMessage(graphMessage: string): string {
  const kind = /^(\w+) cannot represent/.exec(graphMessage)?.[1];
  const words: Record<string, string> = {
    Int: 'a whole number',
    bigint: 'a whole number',
    Float: 'a number',
    numeric: 'a number',
    Boolean: 'true or false',
    String: 'text',
    timestamptz: 'a date and time (2026-12-07T10:00:00Z, or NOW)',
    date: 'a date (2026-12-07, or NOW)',
  };
  if (kind && words[kind]) return `Use ${words[kind]} here`;
  if (/Expected type .*list|expected an array/i.test(graphMessage))
    return 'Use a list of values here';
  return `This value does not fit the column: ${graphMessage}`;
}

/** The sort's problems: an unknown column, or a relation a lot has many of (not sortable). */
function orderProblems(query: CardsQuery): Problem[] {
  const orderBy = inputObject(`${query.dataset}_order_by`);
  const what = `The ${DATASET_WORDS[query.dataset]}`;
  return query.order.flatMap((order, index): Problem[] => {
    const path = ['query', 'order', index, 'field'];
    const followed = follow(orderBy, order.field, what);
    if ('message' in followed) return [{ path, message: followed.message }];
    if (isInputObjectType(getNamedType(followed.type)))
      return [
        {
          path,
          message: `“${order.field}” is a relation: sort by one of its columns, as ${order.field}.column`,
        },
      ];
    return [];
  });
}

/**
 * What zod cannot see in a cards-by-query section: whether its columns, operators and values fit
 * the dataset's graph. Without it such a section was saved and published as valid, then left out
 * of the page for every visitor, its query refused by the graph (decision 170).
 */
export function cardsQueryIssues(
  sections: ReadonlyArray<{ type: string }>,
  now = new Date(),
): SectionIssue[] {
  return sections.flatMap((raw, index) => {
    if (raw.type !== 'cards-by-query') return [];
    const parsed = CardsByQuerySectionSchema.safeParse(raw);
    if (!parsed.success) return []; // zod's own problems are reported by parseSections
    const section: CardsByQuerySection = parsed.data;
    const problems = [...filterProblems(section.query, now), ...orderProblems(section.query)];
    return problems.length ? [sectionIssue(index, raw.type, problems)] : [];
  });
}
