import { todayInIstanbul } from "@rihla/domain";
import type { ServiceContext } from "../../http/context.ts";
import { requirePermission } from "../../http/permissions.ts";
import { dueFigures } from "../accounting/due.queries.ts";
import { birthdays } from "../customers/customers.queries.ts";
import { dueCount, listNotes } from "../notes/notes.queries.ts";
import {
  departuresSoon,
  newReservationsByStatus,
  nextDepartures,
  recentChanges,
  salesByWeek,
} from "./dashboard.queries.ts";

/** GET /api/admin/dashboard: today and this week at a glance, every figure computed in SQL. */
export async function getDashboard({ ctx, input }: { ctx: ServiceContext; input: { locale: "tr" | "en" } }) {
  await requirePermission(ctx, "admin.access");
  const db = ctx.db;
  const today = todayInIstanbul(ctx.now);
  // One after another: PGlite answers one statement at a time anyway, and PostgreSQL's pool is shared.
  const newReservations = await newReservationsByStatus(db, today);
  const next = await nextDepartures(db, today, input.locale);
  const soon = await departuresSoon(db, today, input.locale);
  const weekBirthdays = await birthdays(db, today, "week");
  const changes = await recentChanges(db);
  const reminders = await listNotes(db, { filter: "due", today, limit: 10 });
  const due = await dueCount(db, today);
  const sales = await salesByWeek(db, today);
  const payments = await dueFigures(db, today);
  return {
    today,
    newReservations,
    nextDepartures: next,
    departuresSoon: soon,
    birthdays: weekBirthdays,
    recentChanges: changes,
    dueReminders: { count: due, data: reminders.rows },
    payments,
    salesByWeek: sales,
  };
}
