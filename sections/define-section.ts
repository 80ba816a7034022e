import type { ComponentType } from 'react';
import type { z } from 'zod';

export type SectionObject = z.ZodObject<{ type: z.ZodLiteral<string>; id: z.ZodString }>;

/** A registered renderer: its schema and the component whose props are the schema's output (+ data). */
export interface RegistryEntry<S extends SectionObject = SectionObject> {
  schema: S;
  Component: ComponentType<z.infer<S> & { data?: unknown }>;
}

/**
 * Pairs a section schema with its renderer; the renderer's props are the schema's output plus
 * `data` (a content section's loader result, or the lot a detail section describes).
 */
export function section<S extends SectionObject, D = never>(
  schema: S,
  Component: ComponentType<z.infer<S> & { data?: D }>,
): RegistryEntry<S> {
  return { schema, Component: Component as ComponentType<z.infer<S> & { data?: unknown }> };
}

/**
 * A renderer per type of a schema list: each component takes its schema's output plus `data`
 * (any `data`: `never` here accepts every renderer's own data type). Typed with `satisfies`, a
 * missing renderer is a compile error; the map imports no schema at runtime, so the browser's
 * render path carries no zod.
 */
export type RendererMap<M extends Record<string, SectionObject>> = {
  [K in keyof M]: ComponentType<z.infer<M[K]> & { data?: never }>;
};

/** The registry (schema and renderer per type) of a schema list and its renderer map. */
export function registryOf<M extends Record<string, SectionObject>>(
  schemas: M,
  renderers: RendererMap<M>,
): { [K in keyof M]: RegistryEntry<M[K]> } {
  const entries = Object.keys(schemas).map((type) => [
    type,
    { schema: schemas[type], Component: renderers[type] },
  ]);
  return Object.fromEntries(entries) as { [K in keyof M]: RegistryEntry<M[K]> };
}
