// GET /vitals?days=1|7|28 (default 7): the 75th percentile of each metric per page and per remote release, with how
// many readings it stands on, over the last days (UTC) including today.
import { Type, type Static } from 'typebox';
import { VITALS_DAY_CHOICES } from '../../admin/constants';
import { VITAL_METRICS } from '../../vitals/vitalsContract';

export const VitalsQuerySchema = Type.Object({ days: Type.Optional(Type.Enum([...VITALS_DAY_CHOICES])) });

export const VitalFigureSchema = Type.Object({
  metric: Type.Enum([...VITAL_METRICS]),
  /** The upper bound of the histogram bucket holding the 75th percentile (ms; CLS unitless). */
  p75: Type.Number(),
  samples: Type.Integer(),
});
export type VitalFigure = Static<typeof VitalFigureSchema>;

export const VitalsSchema = Type.Object({
  days: Type.Integer(),
  /** One row per route pattern, with the metrics it has readings of. */
  pages: Type.Array(Type.Object({ route: Type.String(), figures: Type.Array(VitalFigureSchema) })),
  /** One row per remote and release ('' for a workspace build or the shell), from the entries attributed to it. */
  releases: Type.Array(Type.Object({ remote: Type.String(), release: Type.String(), figures: Type.Array(VitalFigureSchema) })),
});
export type Vitals = Static<typeof VitalsSchema>;
