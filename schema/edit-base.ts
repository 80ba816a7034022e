import { z } from 'zod';

/**
 * `base`: the version of what an editor's tab (or an API client) last saw of a page, a redirect,
 * the site settings or a lot, sent back with its change; a different version now is a 409, so a
 * colleague's newer change is never undone unseen. Omitted, nothing is checked.
 */
export const EditBaseSchema = z.string().min(1).max(64).optional();
