// POST /beacon: what a page reports about itself when it is hidden or left. One envelope for the page's context —
// its route pattern (never its URL: no ids, no query, nothing personal) and the release of each remote it composed —
// and a list per kind of report: `vitals` now; the page's errors will come as their own list beside it, attributed
// through the same `remote` and `releases`.
import { Type, type Static } from 'typebox';
import { REMOTE_NAME_PATTERN } from '../contracts/remoteName';
import { BEACON_LIMITS, VITAL_METRICS } from '../vitals/vitalsContract';

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

export const BeaconBodySchema = Type.Object(
  {
    /** The route pattern the page matched in remotes.json, e.g. `/product-detail/:id`. */
    route: Type.String({ pattern: '^/|^\\*$', maxLength: 120 }),
    /** Each composed remote's live release, as /remotes.json gave it; remotes served from a workspace build have none. */
    releases: Type.Record(Type.String({ pattern: REMOTE_NAME_PATTERN.source }), Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z.:_-]+$' }), {
      maxProperties: 20,
    }),
    vitals: Type.Array(VitalEntrySchema, { minItems: 1, maxItems: BEACON_LIMITS.vitals }),
  },
  { additionalProperties: false },
);
export type BeaconBody = Static<typeof BeaconBodySchema>;
