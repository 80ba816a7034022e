/**
 * A token as our e-mailed links carry it (random bytes, base64url: confirmation, reset and stop
 * links). Checked before any look-up, so nothing of another shape reaches SQL.
 */
export const isLinkToken = (text: string) => /^[A-Za-z0-9_-]{20,100}$/.test(text);
