// POST /beacon: what a page reports about itself when it is hidden or left. One envelope for the page's context —
// its route pattern (never its URL: no ids, no query, nothing personal) and the release of each remote it composed —
// and a list per kind of report: `vitals` (sampled), and the page view's health (every page view): the remotes it
// rendered (`views`), the errors attributed to them (`errors`: a kind and a remote, never a message) and the remotes
// whose first error of the page view this beacon carries (`failed`), each attributed through the same `releases`.
import { Type, type Static } from 'typebox';
import { REMOTE_NAME_PATTERN } from '../contracts/remoteName';
import { BEACON_LIMITS, VITAL_METRICS } from '../vitals/vitalsContract';
import { ERROR_KINDS, HEALTH_LIMITS } from '../vitals/healthContract';

const RemoteName = Type.String({ pattern: REMOTE_NAME_PATTERN.source, maxLength: 40 });

export const VitalEntrySchema = Type.Object(
  {
    name: Type.Enum([...VITAL_METRICS]),
    value: Type.Number({ minimum: 0, maximum: BEACON_LIMITS.value }),
    /** The `data-boundary` the entry's element sits in (INP, LCP, first tap); absent for a page-wide entry. */
    remote: Type.Optional(RemoteName),
  },
  { additionalProperties: false },
);
export type VitalEntry = Static<typeof VitalEntrySchema>;

export const ErrorEntrySchema = Type.Object({ kind: Type.Enum([...ERROR_KINDS]), remote: RemoteName }, { additionalProperties: false });
export type ErrorEntry = Static<typeof ErrorEntrySchema>;

const RemoteList = Type.Array(RemoteName, { maxItems: HEALTH_LIMITS.remotes, uniqueItems: true });

export const BeaconBodySchema = Type.Object(
  {
    /** The route pattern the page matched in remotes.json, e.g. `/product-detail/:id`. */
    route: Type.String({ pattern: '^/|^\\*$', maxLength: 120 }),
    /** Each composed remote's live release, as /remotes.json gave it; remotes served from a workspace build have none. */
    releases: Type.Record(Type.String({ pattern: REMOTE_NAME_PATTERN.source }), Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z.:_-]+$' }), {
      maxProperties: 20,
    }),
    /** Sampled page views only; a beacon of health alone has none. */
    vitals: Type.Optional(Type.Array(VitalEntrySchema, { maxItems: BEACON_LIMITS.vitals })),
    /** Remotes this page view rendered (its route's, and any whose overlay it opened), each once per page view. */
    views: Type.Optional(RemoteList),
    errors: Type.Optional(Type.Array(ErrorEntrySchema, { maxItems: HEALTH_LIMITS.errors })),
    /** Remotes whose first error in this page view is among `errors`: the page view failed for them. */
    failed: Type.Optional(RemoteList),
  },
  { additionalProperties: false },
);
export type BeaconBody = Static<typeof BeaconBodySchema>;
