// Apart from ./saved-search, which the results page's save button loads at first: only the
// profile's list and the server read these.

/** `?saved_search_id=<id>`: the saved search a refused form post was for (its field says why). */
export const SAVED_SEARCH_ID_PARAM = 'saved_search_id';
/** A saved search's name left empty (or only spaces): the name field's message. */
export const SAVED_SEARCH_NAME_MISSING = 'Enter a name';
/** A saved search's name over SAVED_SEARCH_NAME_MAX characters: the name field's message. */
export const SAVED_SEARCH_NAME_MAX = 80;
export const SAVED_SEARCH_NAME_TOO_LONG = `Use at most ${SAVED_SEARCH_NAME_MAX} characters`;

/**
 * The name field's message a refused form post comes back with, by its `saved_search` state:
 * `unnamed` (only spaces) and `name_long`. A browser's own checks stop both; a hand-made post
 * was told only "Please check the form and try again".
 */
export const SAVED_SEARCH_NAME_STATES = {
  unnamed: SAVED_SEARCH_NAME_MISSING,
  name_long: SAVED_SEARCH_NAME_TOO_LONG,
} as const;
