import { z } from 'zod';

/** The parts of JSON Schema (draft 2020-12, as z.toJSONSchema writes it) the forms understand. */
export interface JsonSchema {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
  title?: string;
  /** What an enum's choices read as in its select (`.meta({ labels })`), by value. */
  labels?: Record<string, string>;
  description?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
}

const cache = new WeakMap<z.ZodType, JsonSchema>();

/** The editor's view of a zod schema: its input JSON Schema (fields with defaults are optional). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  let js = cache.get(schema);
  if (!js) {
    js = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    cache.set(schema, js);
  }
  return js;
}

export type FieldKind =
  | 'const'
  | 'enum'
  | 'choice'
  | 'variant'
  | 'object'
  | 'array'
  | 'string'
  | 'number'
  | 'boolean'
  | 'json';

const options = (s: JsonSchema) => s.oneOf ?? s.anyOf ?? [];

/** The property every option of a union pins with a `const` (`kind` of rich-text blocks). */
export function discriminatorOf(s: JsonSchema): string | null {
  const opts = options(s);
  if (opts.length === 0 || !opts.every((o) => o.type === 'object' && o.properties)) return null;
  const keys = Object.keys(opts[0]!.properties!);
  return keys.find((k) => opts.every((o) => o.properties?.[k]?.const !== undefined)) ?? null;
}

export function kindOf(s: JsonSchema): FieldKind {
  if (s.const !== undefined) return 'const';
  if (s.enum) return 'enum';
  const opts = options(s);
  if (opts.length) {
    if (opts.every((o) => o.const !== undefined)) return 'choice';
    return discriminatorOf(s) ? 'variant' : 'json';
  }
  switch (s.type) {
    case 'object':
      return s.properties ? 'object' : 'json';
    case 'array':
      return s.items ? 'array' : 'json';
    case 'string':
      return 'string';
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
      return 'boolean';
    default:
      return 'json';
  }
}

/** The choices of an enum or a union of constants, e.g. columns 2 | 3 | 4. */
export const choicesOf = (s: JsonSchema): unknown[] => s.enum ?? options(s).map((o) => o.const);

/** How a choice reads in its select: its label ("Landing (full width)") or title, else itself. */
export const choiceLabel = (s: JsonSchema, choice: unknown): string =>
  s.labels?.[String(choice)] ?? options(s).find((o) => o.const === choice)?.title ?? String(choice);

export const variantsOf = options;

/** A new value an editor starts from: defaults, required fields filled, optional ones left out. */
export function defaultValue(s: JsonSchema): unknown {
  if (s.default !== undefined) return structuredClone(s.default);
  switch (kindOf(s)) {
    case 'const':
      return s.const;
    case 'enum':
    case 'choice':
      return choicesOf(s)[0];
    case 'variant':
      return defaultValue(options(s)[0]!);
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(s.properties ?? {}))
        if (s.required?.includes(key) || prop.default !== undefined) out[key] = defaultValue(prop);
      return out;
    }
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => defaultValue(s.items!));
    case 'string':
      return '';
    case 'number':
      return s.minimum ?? 0;
    case 'boolean':
      return false;
    default:
      return '';
  }
}

export { humanize } from '#schema/field-words';

/** "Search engines (SEO)" → "search engines (SEO)" for use inside a sentence. */
export const lowerFirst = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** A hint from the schema's limits: "Up to 120 characters", "1 to 12". */
export function hintOf(s: JsonSchema): string | undefined {
  const parts: string[] = [];
  if (s.description) parts.push(s.description);
  if (s.type === 'string' && s.maxLength) parts.push(`Up to ${s.maxLength} characters`);
  if ((s.type === 'number' || s.type === 'integer') && s.maximum !== undefined)
    parts.push(`${s.minimum ?? s.exclusiveMinimum ?? 0} to ${s.maximum}`);
  return parts.length ? parts.join('. ') : undefined;
}

/** What the form shows as an array item's name: its label, title, text or id. */
export function itemName(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const name = [v.label, v.title, v.text, v.id].find((x) => typeof x === 'string' && x);
  return typeof name === 'string' ? name : null;
}
