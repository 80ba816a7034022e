import { z } from 'zod';
import { sectionBase } from '#sections/shared-schemas';

/**
 * What every detail section has: its type and stable id, the heading visitors see, and whether
 * it starts collapsed (a native disclosure: works without JavaScript).
 */
export const detailBase = <T extends string>(
  type: T,
  heading: string,
  { collapsed = false }: { collapsed?: boolean } = {},
) => ({
  ...sectionBase(type),
  heading: z.string().trim().min(1).max(80).default(heading),
  collapsed: z
    .boolean()
    .default(collapsed)
    .describe('Starts folded: visitors open it by its heading'),
});
