// What a page reports about its health beside its speed (decision 0068): the kinds of error it attributes to a remote,
// and their bounds. No message, stack or address is ever sent: a kind, the remote and (through the envelope) its
// release are all an error is counted by. No TypeBox here, so the page's bundle can import it.

/**
 * - `render`: the remote's screen or overlay threw while React rendered it (caught at its boundary);
 * - `load`: its manifest, entry or a chunk could not be loaded (never counted while the shopper is leaving the page);
 * - `uncaught`: a `window` error whose stack names one of the remote's release files;
 * - `rejection`: the same for an unhandled promise rejection.
 */
export const ERROR_KINDS = ['render', 'load', 'uncaught', 'rejection'] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

export const HEALTH_LIMITS = {
  /** Error entries in one beacon: past them a page view's further errors are dropped (its view already failed). */
  errors: 20,
  /** Remotes named in one beacon's `views` or `failed`. */
  remotes: 20,
} as const;
