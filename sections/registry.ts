import type { ComponentType } from 'react';
import type { z } from 'zod';
import { HeroSectionSchema } from './hero/schema';
import { Hero } from './hero/hero';
import { RichTextSectionSchema } from './rich-text/schema';
import { RichText } from './rich-text/rich-text';

/** Pairs a section schema with its renderer; the renderer's props are the schema's output type. */
function section<S extends z.ZodObject<{ type: z.ZodLiteral<string> }>>(
  schema: S,
  Component: ComponentType<z.infer<S>>,
) {
  return { schema, Component };
}

/** The one list of content sections. The page schema's union is derived from it (schema/page.ts). */
export const SECTION_REGISTRY = {
  hero: section(HeroSectionSchema, Hero),
  'rich-text': section(RichTextSectionSchema, RichText),
};

export type SectionType = keyof typeof SECTION_REGISTRY;
export const SECTION_SCHEMAS = [HeroSectionSchema, RichTextSectionSchema] as const;
