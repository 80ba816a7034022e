/**
 * What a stop link does to an alert's row, and what its page can put back (decision 173): one
 * definition for saved searches and the watch alerts, for a search's or the watch alerts' own
 * link ('alert') and for "Stop all" ('account').
 */
export type StoppedBy = 'alert' | 'account';

/**
 * The SET of a stop: the alert off, with the setting it had kept and the link that stopped it. An
 * alert already off keeps what an earlier stop kept, so a repeated one-click stop loses nothing.
 */
export const stopAlertSet = (by: StoppedBy) => `
  frequency_before_stop = CASE WHEN frequency <> 'off' THEN frequency ELSE frequency_before_stop END,
  stopped_by = CASE WHEN frequency <> 'off' THEN '${by}' ELSE stopped_by END,
  frequency = 'off'`;

/**
 * An alert that can be put back as it was: off by a stop link, its setting kept; by "Stop all"
 * alone when `by` is 'account' (an alert the buyer stopped alone before it stays off).
 */
export const restorableWhere = (by?: StoppedBy) =>
  `frequency = 'off' AND frequency_before_stop IS NOT NULL${by ? ` AND stopped_by = '${by}'` : ''}`;
