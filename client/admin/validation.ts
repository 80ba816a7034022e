import type { z } from 'zod';
import { SECTION_REGISTRY } from '#sections/registry';
import type { AnyRegistry } from './kind-registry';
import { friendlyMessage } from '#schema/friendly-issue';

/** Field path (`ctas.0.label`) → first message, the map the generated forms read. */
export function errorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[issue.path.join('.')] ??= friendlyMessage(issue);
  return out;
}

export const isSectionType = (type: unknown, registry: AnyRegistry = SECTION_REGISTRY) =>
  typeof type === 'string' && Object.hasOwn(registry, type);

/** A section checked against its registered schema, as the server will check it on publish. */
export function validateSection(
  section: { type?: unknown },
  registry: AnyRegistry = SECTION_REGISTRY,
): { known: boolean; errors: Record<string, string> } {
  if (!isSectionType(section.type, registry)) return { known: false, errors: {} };
  const result = registry[section.type as string]!.schema.safeParse(section);
  return { known: true, errors: result.success ? {} : errorsOf(result.error) };
}
