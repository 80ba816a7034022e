// The one slug rule, shared with the admin's article slugs (schema/slug.ts).
export { slugify } from '#schema/slug';
