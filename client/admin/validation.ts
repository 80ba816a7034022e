import type { z } from 'zod';
import { SECTION_REGISTRY } from '#sections/registry';
import type { AnyRegistry } from './kind-registry';

type Issue = z.core.$ZodIssue;

/** Zod's messages in an editor's words where they are terse. */
export function friendlyMessage(issue: Issue): string {
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1)
    return 'Enter a value';
  if (issue.code === 'too_small' && issue.origin === 'array')
    return `Add at least ${String(issue.minimum)}`;
  if (issue.code === 'too_big' && issue.origin === 'string')
    return `Use at most ${String(issue.maximum)} characters`;
  if (issue.code === 'too_big' && issue.origin === 'array')
    return `Use at most ${String(issue.maximum)}`;
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) return 'Required';
  return issue.message;
}

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
