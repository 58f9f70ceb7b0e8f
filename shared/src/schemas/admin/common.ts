// Building blocks of the operator console's API contract (/api/v1/admin/*): pages of results, amounts, errors.
import { Type, type Static, type TSchema } from 'typebox';
import { MAX_PRICE } from '../../admin/constants';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const strict = { additionalProperties: false } as const;

/** Every 4xx and 5xx of the admin API carries a sentence an operator can act on. */
export const ErrorBodySchema = Type.Object({ message: Type.String() });
export type ErrorBody = Static<typeof ErrorBodySchema>;

export const CurrencySchema = Type.Enum(['USD', 'NGN']);
export type AdminCurrency = Static<typeof CurrencySchema>;

/** An amount in major units with at most two decimals (29.99), as the storefront API sends prices. */
export const AmountSchema = Type.Number({ minimum: 0, multipleOf: 0.01 });

/** A price an operator sets: an amount from 0 to MAX_PRICE. */
export const PriceInputSchema = Type.Number({ minimum: 0, maximum: MAX_PRICE, multipleOf: 0.01 });

/** Totals kept per currency: an order is paid in one currency and sums are never converted. */
export const AmountsByCurrencySchema = Type.Object({ USD: Type.Number(), NGN: Type.Number() });
export type AmountsByCurrency = Static<typeof AmountsByCurrencySchema>;

/** An RFC 3339 timestamp, e.g. 2026-11-25T14:03:00.000Z. */
export const TimestampSchema = Type.String({ format: 'date-time' });

/** `?page=2&pageSize=25` (query strings arrive as text; the API coerces these two to integers). */
export const PageQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});

export const PageInfoSchema = Type.Object({
  page: Type.Integer(),
  pageSize: Type.Integer(),
  /** How many rows match the filters, over every page. */
  total: Type.Integer(),
  totalPages: Type.Integer(),
});
export type PageInfo = Static<typeof PageInfoSchema>;

/** `{ items: T[], page, pageSize, total, totalPages }`. */
export const PagedSchema = <T extends TSchema>(item: T) => Type.Object({ items: Type.Array(item), ...PageInfoSchema.properties });
