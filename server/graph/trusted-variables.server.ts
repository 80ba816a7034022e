import { isDeepStrictEqual } from 'node:util';
import {
  Kind,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
  typeFromAST,
  visit,
  type DocumentNode,
  type GraphQLInputField,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type VariableDefinitionNode,
} from './graphql.server';

/**
 * graphql-js coerces an operation's variables field by field of each input type: for every
 * object in a `where`, it reads all of `auction_properties_bool_exp`'s 40 fields, present or not,
 * into a fresh dictionary object. A lot search's variables took 55 µs, and coercion was three
 * quarters of the graph's time on a listings page (decision 105). The server's own operations
 * (validated once, their variables built by our code) take this path instead: the same coercion,
 * walking only the fields the value holds, then executed by a copy of the document whose
 * variables are declared as the schema's pass-through scalar, so graphql-js hands the coerced
 * values to the resolvers as they are. A value this path cannot coerce exactly (anything graphql-js
 * would report) goes the ordinary way, with graphql-js's own error.
 */

/** The schema's scalar whose parseValue returns its input: the declared type of trusted variables. */
const PASS_THROUGH = 'jsonb';

/** What coercion failed on: the caller runs graphql-js's coercion instead, for its error. */
const NOT_HERE = Symbol('not here');
type Coerced = unknown;

interface InputObjectPlan {
  /** The fields by name, and each one's place in the type (graphql-js writes them in that order). */
  fields: Map<string, { field: GraphQLInputField; index: number }>;
  /** Fields a value must have or gets by default: graphql-js adds or requires them. */
  defaulted: Array<{ field: GraphQLInputField; index: number }>;
  required: string[];
}

const plans = new WeakMap<GraphQLInputObjectType, InputObjectPlan>();

function planOf(type: GraphQLInputObjectType): InputObjectPlan {
  let plan = plans.get(type);
  if (!plan) {
    const fields = new Map<string, { field: GraphQLInputField; index: number }>();
    const defaulted: InputObjectPlan['defaulted'] = [];
    const required: string[] = [];
    Object.values(type.getFields()).forEach((field, index) => {
      fields.set(field.name, { field, index });
      if (field.defaultValue !== undefined) defaulted.push({ field, index });
      else if (isNonNullType(field.type)) required.push(field.name);
    });
    plan = { fields, defaulted, required };
    plans.set(type, plan);
  }
  return plan;
}

const isIterableObject = (value: unknown): value is Iterable<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Iterable<unknown>)[Symbol.iterator] === 'function';

/** graphql-js's coerceInputValue for a value it accepts; NOT_HERE for any value it would report. */
function coerce(value: unknown, type: GraphQLInputType): Coerced | typeof NOT_HERE {
  if (isNonNullType(type)) return value == null ? NOT_HERE : coerce(value, type.ofType);
  if (value == null) return null;
  if (isListType(type)) {
    if (!isIterableObject(value)) {
      const one = coerce(value, type.ofType);
      return one === NOT_HERE ? NOT_HERE : [one];
    }
    const out: Coerced[] = [];
    for (const item of value) {
      const coerced = coerce(item, type.ofType);
      if (coerced === NOT_HERE) return NOT_HERE;
      out.push(coerced);
    }
    return out;
  }
  if (isInputObjectType(type)) {
    if (typeof value !== 'object' || Array.isArray(value) || type.isOneOf) return NOT_HERE;
    const plan = planOf(type);
    const given: Array<[index: number, name: string, value: Coerced]> = [];
    for (const name of Object.keys(value)) {
      const def = plan.fields.get(name);
      if (!def) return NOT_HERE;
      const fieldValue = (value as Record<string, unknown>)[name];
      if (fieldValue === undefined) continue;
      const coerced = coerce(fieldValue, def.field.type);
      if (coerced === NOT_HERE) return NOT_HERE;
      given.push([def.index, name, coerced]);
    }
    for (const name of plan.required)
      if ((value as Record<string, unknown>)[name] === undefined) return NOT_HERE;
    for (const { field, index } of plan.defaulted)
      if ((value as Record<string, unknown>)[field.name] === undefined)
        given.push([index, field.name, field.defaultValue]);
    if (given.length > 1) given.sort((a, b) => a[0] - b[0]);
    // As graphql-js makes it: no prototype, fields in the type's order.
    const out: Record<string, Coerced> = Object.create(null) as Record<string, Coerced>;
    for (const [, name, coerced] of given) out[name] = coerced;
    return out;
  }
  if (isLeafType(type)) {
    try {
      const parsed: unknown = type.parseValue(value);
      return parsed === undefined ? NOT_HERE : parsed;
    } catch {
      return NOT_HERE;
    }
  }
  return NOT_HERE;
}

/** An operation the server runs with variables coerced here (see the module comment). */
export interface TrustedOperation {
  /** The document to execute: the operation's variables declared as the pass-through scalar. */
  document: DocumentNode;
  variables: Array<{ name: string; type: GraphQLInputType }>;
}

/**
 * The trusted form of a validated document, or null when it must go graphql-js's way: more than
 * one operation, a variable with a default value, or a schema without the pass-through scalar.
 */
export function trustedOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
): TrustedOperation | null {
  const passThrough = schema.getType(PASS_THROUGH);
  const probe = { x: [1] };
  if (!isScalarType(passThrough) || passThrough.parseValue(probe) !== probe) return null;
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  if (operations.length !== 1) return null;
  const definitions: readonly VariableDefinitionNode[] = operations[0]!.variableDefinitions ?? [];
  const variables: TrustedOperation['variables'] = [];
  for (const definition of definitions) {
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (!type || definition.defaultValue) return null;
    variables.push({ name: definition.variable.name.value, type });
  }
  if (!variables.length) return null;
  const passThroughType = { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: PASS_THROUGH } };
  return {
    document: visit(document, {
      VariableDefinition: (node) => ({ ...node, type: passThroughType }),
    }),
    variables,
  };
}

/**
 * The operation's variables as graphql-js would coerce them, or null when graphql-js must
 * (a value it would report: its error says what is wrong).
 */
export function coerceTrusted(
  operation: TrustedOperation,
  values: Record<string, unknown>,
): Record<string, unknown> | null {
  const out: Record<string, unknown> = {};
  for (const { name, type } of operation.variables) {
    if (!Object.hasOwn(values, name)) {
      if (isNonNullType(type)) return null;
      continue;
    }
    const coerced = coerce(values[name], type);
    if (coerced === NOT_HERE) return null;
    out[name] = coerced;
  }
  return out;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const PROTOTYPE_FREE = (proto: unknown) =>
  proto === null || (isRecord(proto) && Object.getPrototypeOf(proto) === null);

/**
 * The same coerced value: the same keys in the same order (a `where` becomes SQL in that order),
 * the same values, objects without Object's prototype on both sides (graphql-js's own objects
 * have an empty prototype-free object as theirs, ours none), and anything else (a Date) deeply equal.
 */
export function sameCoercion(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameCoercion(item, b[i]));
  }
  if (!isRecord(a) || !isRecord(b)) return isDeepStrictEqual(a, b);
  const [protoA, protoB] = [Object.getPrototypeOf(a), Object.getPrototypeOf(b)];
  if (protoA !== protoB && !(PROTOTYPE_FREE(protoA) && PROTOTYPE_FREE(protoB)))
    return isDeepStrictEqual(a, b);
  const keys = Object.keys(a);
  const theirs = Object.keys(b);
  if (keys.length !== theirs.length || keys.some((k, i) => k !== theirs[i])) return false;
  return keys.every((k) => sameCoercion(a[k], b[k]));
}
