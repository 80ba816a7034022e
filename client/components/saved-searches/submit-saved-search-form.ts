import { AuthCallError, call } from '#client/runtime/auth-client';
import { SAVED_SEARCH_MESSAGES, type SavedSearchState } from '#schema/saved-search';
import type { FieldErrors } from '#schema/auth';

export interface SubmitResult {
  state: SavedSearchState;
  ok: boolean;
  message: string;
  /** The server's message for each field it refused (`name`: "Enter a name"), for the form to show by the field. */
  errors: FieldErrors;
}

const result = (
  state: SavedSearchState,
  ok: boolean,
  message?: string,
  errors: FieldErrors = {},
): SubmitResult => ({
  state,
  ok,
  message: message ?? SAVED_SEARCH_MESSAGES[state],
  errors,
});

/**
 * With JavaScript, a saved-search form (plain POST to /api/saved-searches… without it) becomes the
 * JSON call it stands for: create, update (PATCH) or delete, chosen by the form's `intent`.
 */
export async function submitSavedSearchForm(form: HTMLFormElement): Promise<SubmitResult> {
  const fields = Object.fromEntries(
    [...new FormData(form).entries()].filter(
      (e): e is [string, string] => typeof e[1] === 'string' && e[0] !== 'return_to',
    ),
  );
  const { intent, ...body } = fields;
  const path = new URL(form.action).pathname;
  try {
    if (intent === 'delete') {
      await call('DELETE', path);
      return result('deleted', true);
    }
    if (intent === 'update') {
      await call('PATCH', path, body);
      return result('updated', true);
    }
    await call('POST', path, body);
    return result('saved', true);
  } catch (err) {
    if (!(err instanceof AuthCallError))
      return result('invalid', false, 'We could not reach the server. Check your connection.');
    if (err.status === 401)
      return result('invalid', false, 'Your session has ended. Sign in again.');
    if (err.status === 404) return result('missing', false);
    if (err.status === 409) return result('exists', true);
    // The server's own words: the limit, or the first field message.
    return result('invalid', false, err.message, err.errors);
  }
}
