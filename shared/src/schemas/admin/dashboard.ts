// GET /dashboard?days=30: orders and revenue per day, top products, what needs a look.
import { Type, type Static } from 'typebox';
import { AmountsByCurrencySchema } from './common';

export const DashboardQuerySchema = Type.Object({ days: Type.Optional(Type.Enum([7, 30, 90])) });

export const DashboardDaySchema = Type.Object({
  /** A UTC calendar date, 2026-11-25; every day of the period is present, with zeros for quiet days. */
  date: Type.String({ format: 'date' }),
  orders: Type.Integer(),
  paidOrders: Type.Integer(),
  /** Paid orders' totals by the day they were paid, less refunds. */
  revenue: AmountsByCurrencySchema,
});
export type DashboardDay = Static<typeof DashboardDaySchema>;

export const TopProductSchema = Type.Object({
  productId: Type.Integer(),
  title: Type.String(),
  units: Type.Integer(),
  revenue: AmountsByCurrencySchema,
});
export type TopProduct = Static<typeof TopProductSchema>;

export const DashboardSchema = Type.Object({
  days: Type.Array(DashboardDaySchema),
  totals: Type.Object({ orders: Type.Integer(), paidOrders: Type.Integer(), revenue: AmountsByCurrencySchema }),
  /** The ten best sellers of the period by units in paid orders. */
  topProducts: Type.Array(TopProductSchema),
  paymentsNeedingLook: Type.Integer(),
  openMessages: Type.Integer(),
});
export type Dashboard = Static<typeof DashboardSchema>;
