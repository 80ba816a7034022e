import type { z } from 'zod';

/**
 * Zod's messages in an editor's words where they are terse: the section forms (client/admin) and
 * the server's section problems (shown under Publish, in the preview's placeholders and in logs)
 * read the same, as does every API's 400 (`fieldErrors`), which gave zod's own words ("Invalid
 * input: expected string, received undefined").
 */
export function friendlyMessage(issue: z.core.$ZodIssue): string {
  // Sizes in zod's own words only: a schema's words stay ("Enter a title" had read "Enter a
  // value" in the new-page form, while the server said "Enter a title" for the same empty field).
  if (/^Too (small|big):/.test(issue.message)) {
    if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1)
      return 'Enter a value';
    if (issue.code === 'too_small' && issue.origin === 'array')
      return `Add at least ${String(issue.minimum)}`;
    if (issue.code === 'too_big' && issue.origin === 'string')
      return `Use at most ${String(issue.maximum)} characters`;
    if (issue.code === 'too_big' && issue.origin === 'array')
      return `Use at most ${String(issue.maximum)}`;
  }
  // Zod's own words only, as for sizes: "Choose a category" is the schema's and stays.
  if (!/^(Invalid (input|option)|Unrecognized key)/.test(issue.message)) return issue.message;
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) return 'Required';
  // A choice outside a list ("Buying guide" for "Buying guides"): the choices, as the form lists them.
  if (issue.code === 'invalid_value' && issue.values.length > 1 && issue.values.length <= 12)
    return `Choose one of: ${issue.values.map(String).join(', ')}`;
  // A field the request does not take ("Unrecognized key: \"user_id\""), named as sent.
  if (issue.code === 'unrecognized_keys')
    return `${issue.keys.map((k) => `“${k.slice(0, 60)}”`).join(', ')} ${issue.keys.length === 1 ? 'is not a field' : 'are not fields'} of this request`;
  return issue.message;
}
