import { z } from 'zod';
import { RoleSchema } from './role-schema';

/** The user as the browser sees it (Strapi users-permissions shape, without secrets). */
export const PublicUserSchema = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  email: z.email(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  role: RoleSchema,
  confirmed: z.boolean(),
  is_subscribed: z.boolean(),
  /** A new sign-in address waiting for its e-mailed link (absent when none). */
  pending_email: z.email().optional(),
});

export type PublicUser = z.infer<typeof PublicUserSchema>;
