// Apart from ./saved-search, which the results page's save button loads at first: only the
// profile's list and the server read these.

/** `?saved_search_id=<id>`: the saved search a refused form post was for (its field says why). */
export const SAVED_SEARCH_ID_PARAM = 'saved_search_id';
/** A saved search's name left empty (or only spaces): the name field's message. */
export const SAVED_SEARCH_NAME_MISSING = 'Enter a name';
