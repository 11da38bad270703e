import { createRoute, z } from "@hono/zod-openapi";
import { deniedResponses, errorResponses, jsonResponse } from "../../http/openapi.ts";
import { noteSchema } from "../notes/notes.routes.ts";

const departure = z.object({
  id: z.number().int(),
  tourId: z.number().int(),
  title: z.string().nullable(),
  startDate: z.string(),
  capacity: z.number().int(),
  seatsTaken: z.number().int(),
  confirmedSeats: z.number().int(),
  reservations: z.number().int(),
});

const dueFigureSchema = z.object({
  reservations: z.number().int(),
  totals: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
});

export const dashboardSchema = z
  .object({
    today: z.string(),
    newReservations: z.object({
      since: z.string(),
      counts: z.object({ WAITING: z.number().int(), CONFIRMED: z.number().int(), CANCELLED: z.number().int() }),
    }),
    nextDepartures: z.array(departure),
    departuresSoon: z.array(departure),
    birthdays: z.object({
      from: z.string(),
      to: z.string(),
      data: z.array(
        z.object({
          source: z.enum(["customer", "passenger"]),
          name: z.string(),
          birthDate: z.string(),
          on: z.string(),
          age: z.number().int(),
          customerId: z.string(),
          reservationCode: z.string().nullable(),
        }),
      ),
    }),
    recentChanges: z.array(
      z.object({
        entity: z.string(),
        entityId: z.string(),
        action: z.string(),
        changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
        actor: z.object({ id: z.string(), name: z.string() }).nullable(),
        createdAt: z.string(),
      }),
    ),
    dueReminders: z.object({ count: z.number().int(), data: z.array(noteSchema) }),
    /** Issue 26: unpaid instalments, overdue and due this week, per currency (the books' figures). */
    payments: z.object({
      overdue: dueFigureSchema,
      dueThisWeek: dueFigureSchema,
    }),
    salesByWeek: z.array(
      z.object({
        week: z.string().openapi({ description: "The ISO week's Monday" }),
        reservations: z.number().int(),
        seats: z.number().int(),
        totals: z.array(z.object({ currency: z.string(), amount: z.number().int() })),
      }),
    ),
  })
  .openapi("AdminDashboard");

export const dashboardRoute = createRoute({
  method: "get",
  path: "/api/admin/dashboard",
  tags: ["Admin"],
  summary:
    "Staff: new reservations by status, next departures' seats, departures in 14 days, birthdays, changes, reminders, " +
    "overdue and this week's instalments, weekly sales",
  request: {
    query: z.object({
      locale: z
        .enum(["tr", "en"], { error: "INVALID_VALUE" })
        .default("tr")
        .openapi({ param: { name: "locale", in: "query" } }),
    }),
  },
  responses: { 200: jsonResponse(dashboardSchema, "The dashboard"), 400: errorResponses[400], ...deniedResponses },
});
