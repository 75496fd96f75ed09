/** Column shapes every schema file uses, so a table in any of them reads the same. */
import { numeric, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Money is exact decimal in the database and a number in the application. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
