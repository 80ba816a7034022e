import { z } from 'zod';
import { ROLES } from './roles';

/** A role as the API accepts and returns it. */
export const RoleSchema = z.enum(ROLES);
