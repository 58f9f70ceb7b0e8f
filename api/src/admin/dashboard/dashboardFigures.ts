// The dashboard's figures, summed in SQL per UTC day (PGlite and PostgreSQL alike): orders placed, orders paid and
// revenue by currency — paid totals on the day they were paid, less refunded totals on the day they were refunded —
// and the period's best sellers by units in paid orders. Days without any are filled with zeros here.
import { sql } from 'drizzle-orm';
import type { AmountsByCurrency, Dashboard, DashboardDay, TopProduct } from '@storefront/shared/schemas/admin';
import { rowsOf } from '../../db/rowsOf';
import type { Queryable } from '../../db/types';

const DAY_MS = 86_400_000;

const zero = (): AmountsByCurrency => ({ USD: 0, NGN: 0 });
const cents = (value: number) => Math.round(value * 100) / 100;
const isCurrency = (value: string): value is keyof AmountsByCurrency => value === 'USD' || value === 'NGN';

/** Every UTC date of the period, oldest first, ending with `now`'s. */
export function periodDates(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) => new Date(today - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10));
}

export async function dashboardFigures(db: Queryable, now: Date, days: number): Promise<Omit<Dashboard, 'paymentsNeedingLook' | 'openMessages'>> {
  const dates = periodDates(now, days);
  const start = new Date(`${dates[0]}T00:00:00.000Z`);
  const utcDay = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`);

  const [placed, paid, refunded, top] = await Promise.all([
    rowsOf<{ day: string; orders: number }>(
      db.execute(
        sql`SELECT ${utcDay('created_at')} AS day, count(*)::int AS orders FROM orders WHERE created_at >= ${start.toISOString()}::timestamptz GROUP BY 1`,
      ),
    ),
    rowsOf<{ day: string; currency: string; orders: number; amount: string }>(
      db.execute(
        sql`SELECT ${utcDay('paid_at')} AS day, currency, count(*)::int AS orders, sum(total)::text AS amount
            FROM orders WHERE paid_at >= ${start.toISOString()}::timestamptz GROUP BY 1, 2`,
      ),
    ),
    rowsOf<{ day: string; currency: string; amount: string }>(
      db.execute(
        sql`SELECT ${utcDay('refunded_at')} AS day, currency, sum(total)::text AS amount
            FROM orders WHERE refunded_at >= ${start.toISOString()}::timestamptz GROUP BY 1, 2`,
      ),
    ),
    rowsOf<{ product_id: number; title: string; units: number; usd: string; ngn: string }>(
      db.execute(
        sql`SELECT oi.product_id, p.title, sum(oi.quantity)::int AS units,
                   coalesce(sum(oi.total_price) FILTER (WHERE o.currency = 'USD'), 0)::text AS usd,
                   coalesce(sum(oi.total_price) FILTER (WHERE o.currency = 'NGN'), 0)::text AS ngn
            FROM order_items oi JOIN orders o ON o.id = oi.order_id JOIN products p ON p.id = oi.product_id
            WHERE o.status = 'paid' AND o.paid_at >= ${start.toISOString()}::timestamptz
            GROUP BY oi.product_id, p.title ORDER BY units DESC, oi.product_id LIMIT 10`,
      ),
    ),
  ]);

  const byDate = new Map<string, DashboardDay>(dates.map((date) => [date, { date, orders: 0, paidOrders: 0, revenue: zero() }]));
  for (const row of placed) {
    const day = byDate.get(row.day);
    if (day) day.orders += Number(row.orders);
  }
  for (const row of paid) {
    const day = byDate.get(row.day);
    if (!day || !isCurrency(row.currency)) continue;
    day.paidOrders += Number(row.orders);
    day.revenue[row.currency] = cents(day.revenue[row.currency] + Number(row.amount));
  }
  for (const row of refunded) {
    const day = byDate.get(row.day);
    if (day && isCurrency(row.currency)) day.revenue[row.currency] = cents(day.revenue[row.currency] - Number(row.amount));
  }

  const dayList = [...byDate.values()];
  const totals = dayList.reduce(
    (sum, day) => ({
      orders: sum.orders + day.orders,
      paidOrders: sum.paidOrders + day.paidOrders,
      revenue: { USD: cents(sum.revenue.USD + day.revenue.USD), NGN: cents(sum.revenue.NGN + day.revenue.NGN) },
    }),
    { orders: 0, paidOrders: 0, revenue: zero() },
  );
  const topProducts: TopProduct[] = top.map((row) => ({
    productId: Number(row.product_id),
    title: row.title,
    units: Number(row.units),
    revenue: { USD: cents(Number(row.usd)), NGN: cents(Number(row.ngn)) },
  }));
  return { days: dayList, totals, topProducts };
}
