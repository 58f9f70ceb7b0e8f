// Column shapes every module's tables use, so a money or time column means the same everywhere.
import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** Money columns: exact decimals with two places; Drizzle hands them over as strings such as "29.99". */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
/** A moment in time, with its time zone, read as a Date. */
export const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
