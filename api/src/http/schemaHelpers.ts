// Small TypeBox helpers shared by the route schemas.
import { Type, type TSchema } from 'typebox';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The 404 of the order routes, which also carry `success: false` (SPEC §7). */
export const NotFoundBodySchema = Type.Object({ success: Type.Boolean(), message: Type.String() });
