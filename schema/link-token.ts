/**
 * A token as our e-mailed links carry it (random bytes, base64url: confirmation, reset and stop
 * links). Checked before any look-up, so nothing of another shape reaches SQL.
 */
export const isLinkToken = (text: string) => /^[A-Za-z0-9_-]{20,100}$/.test(text);

/** The stop link page's second button, after a stop: "Turn them back on as they were" (decision 173). */
export const RESTORE_ALERTS_INTENT = 'restore';
/** The stop link's page after that button says the alerts are back on (`?restored=1`). */
export const ALERTS_RESTORED_PARAM = 'restored';
