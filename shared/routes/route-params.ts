import { INPUT_LIMITS } from '#schema/input-limits';

const POSITIVE_ID = /^[1-9]\d{0,17}$/;
const SLUG_PATH = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/** Route validation for `:id` params: a positive integer that fits a bigint. */
export const isPositiveId = (v: string | undefined) => !!v && POSITIVE_ID.test(v);

/** Route validation for slug paths (`/locations/*`, `/articles/:slug`): lower-case words and slashes. */
export const isSlugPath = (v: string | undefined) =>
  !!v && v.length <= INPUT_LIMITS.slugPath && SLUG_PATH.test(v);
