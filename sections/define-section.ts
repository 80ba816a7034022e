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
