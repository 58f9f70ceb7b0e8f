// The composition page (GET /composition; POST /composition/:remote/promote|abort|rollback, owners only): each
// remote's live release, its canary and share, their health side by side, and the releases it went through.
import { Type, type Static } from 'typebox';
import { ERROR_KINDS } from '../../vitals/healthContract';
import { COMPOSITION_ACTIONS } from '../../admin/constants';
import { Nullable, TimestampSchema } from './common';

export const ReleaseHealthSchema = Type.Object({
  release: Type.String(),
  views: Type.Integer(),
  /** Page views in which this release had an error. */
  failedViews: Type.Integer(),
  errors: Type.Integer(),
  /** failedViews / views, 0 to 1 (0 without views). */
  errorRate: Type.Number(),
  errorKinds: Type.Partial(Type.Record(Type.Enum([...ERROR_KINDS]), Type.Integer())),
  /** 75th percentile of the readings attributed to this release (ms), null without readings. */
  lcp: Nullable(Type.Number()),
  inp: Nullable(Type.Number()),
});
export type ReleaseHealthFigures = Static<typeof ReleaseHealthSchema>;

export const RemoteCompositionSchema = Type.Object({
  remote: Type.String(),
  /** Null while the store serves the remote's workspace build (no release deployed). */
  live: Nullable(Type.String()),
  canary: Nullable(Type.Object({ release: Type.String(), percent: Type.Integer() })),
  /** The releases it was switched to, newest first (the live one first); rollback goes to the second. */
  history: Type.Array(Type.String()),
  /** One entry per release of `history` and the canary. */
  health: Type.Array(ReleaseHealthSchema),
  /** Canaries the store aborted by itself, newest first. */
  aborted: Type.Array(Type.Object({ release: Type.String(), at: TimestampSchema })),
});
export type RemoteComposition = Static<typeof RemoteCompositionSchema>;

export const CompositionSchema = Type.Object({
  /** The automatic abort's rule: at least minViews page views and marginPoints worse than live. */
  autoAbort: Type.Object({ on: Type.Boolean(), minViews: Type.Integer(), marginPoints: Type.Number() }),
  remotes: Type.Array(RemoteCompositionSchema),
});
export type Composition = Static<typeof CompositionSchema>;

export const CompositionActionParamsSchema = Type.Object({
  remote: Type.String({ pattern: '^[a-z][a-z0-9-]*$', maxLength: 40 }),
  action: Type.Enum([...COMPOSITION_ACTIONS]),
});

export const CompositionActionResponseSchema = Type.Object({ message: Type.String(), remote: RemoteCompositionSchema });
export type CompositionActionResponse = Static<typeof CompositionActionResponseSchema>;
