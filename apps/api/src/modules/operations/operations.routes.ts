import { createRoute, z } from "@hono/zod-openapi";
import {
  availabilityQuerySchema,
  isCalendarDate,
  isReservationCode,
  readinessIssues,
  roomingChangeSchema,
  roomTypes,
  saleStates,
  visaChangeSchema,
  visaStates,
} from "@rihla/domain";
import {
  deniedResponses,
  errorResponse,
  errorResponses,
  jsonBody,
  jsonResponse,
  localeQuery,
  numericIdParam,
} from "../../http/openapi.ts";

const departureHead = z.object({
  id: z.number().int(),
  tourId: z.number().int(),
  title: z.string().nullable(),
  startDate: z.string(),
  returnDate: z.string(),
  capacity: z.number().int(),
  seatsTaken: z.number().int(),
});

const occupant = z.object({
  key: z.string().openapi({ description: "{reservation code}/{room position}/{place}: stable across rebuilds" }),
  reservationCode: z.string(),
  name: z.string().nullable().openapi({ description: "Null while the reservation's passenger details are missing" }),
  gender: z.enum(["female", "male"]).nullable(),
  passengerType: z.enum(["turAdult", "turChild", "turBaby"]),
});

export const departureRoomingSchema = z
  .object({
    departure: departureHead,
    hotels: z.array(
      z.object({
        hotelId: z.number().int(),
        name: z.string(),
        city: z.string().nullable(),
        nights: z.number().int(),
        rooms: z.array(
          z.object({
            key: z.string(),
            roomType: z.enum(roomTypes),
            capacity: z.number().int(),
            handMade: z.boolean(),
            locked: z.boolean(),
            occupants: z.array(occupant),
          }),
        ),
      }),
    ),
  })
  .openapi("DepartureRooming");

const idParams = z.object({ id: numericIdParam() });
const localeOnly = z.object({ locale: localeQuery });
const exportQuery = z.object({
  locale: localeQuery,
  format: z
    .enum(["pdf", "xlsx"], { error: "INVALID_VALUE" })
    .default("pdf")
    .openapi({ param: { name: "format", in: "query" } }),
});
const fileResponse = {
  description: "The file, named after what it holds (Content-Disposition)",
  content: {
    "application/pdf": { schema: z.any().openapi({ type: "string", format: "binary" }) },
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
      schema: z.any().openapi({ type: "string", format: "binary" }),
    },
  },
};

export const departureRoomingRoute = createRoute({
  method: "get",
  path: "/api/admin/departures/{id}/rooming",
  tags: ["Admin"],
  summary: "Staff: a departure's rooming list per hotel, built from its reservations and staff's hand changes",
  description:
    "Each booked room's people stay together; people who booked beds in a shared room share rooms of that type with " +
    "others of the same gender, filling rooms before opening new ones; hand-made rooms keep their people.",
  request: { params: idParams, query: localeOnly },
  responses: {
    200: jsonResponse(departureRoomingSchema, "The rooming list"),
    400: errorResponses[400],
    404: errorResponses[404],
    ...deniedResponses,
  },
});

export const changeRoomingRoute = createRoute({
  method: "post",
  path: "/api/admin/departures/{id}/rooming",
  tags: ["Admin"],
  summary: "Staff: one hand change to a hotel's rooming list (move a person, lock, unlock or release a room)",
  request: { params: idParams, query: localeOnly, body: jsonBody(roomingChangeSchema) },
  responses: {
    200: jsonResponse(departureRoomingSchema, "The list after the change"),
    400: errorResponses[400],
    404: errorResponses[404],
    409: errorResponse("ROOM_OVER_CAPACITY, ROOM_TOO_MANY_BABIES, ROOMING_MIXED_GENDERS or ROOM_NEEDS_ADULT"),
    ...deniedResponses,
  },
});

export const exportRoomingRoute = createRoute({
  method: "get",
  path: "/api/admin/departures/{id}/rooming/export",
  tags: ["Admin"],
  summary: "Staff: the hotels' copy of the rooming list as a PDF (Turkish letters embedded) or an xlsx workbook",
  request: { params: idParams, query: exportQuery },
  responses: { 200: fileResponse, 400: errorResponses[400], 404: errorResponses[404], ...deniedResponses },
});

const traveller = z.object({
  position: z.number().int().nullable(),
  name: z.string().nullable(),
  passengerType: z.enum(["turAdult", "turChild", "turBaby"]),
  nationality: z.string().nullable(),
  passportExpiry: z.string().nullable(),
  visaState: z.enum(visaStates),
  issues: z.array(z.enum(readinessIssues)),
});
const byIssue = z.object(
  Object.fromEntries(readinessIssues.map((issue) => [issue, z.number().int()])) as Record<
    (typeof readinessIssues)[number],
    z.ZodNumber
  >,
);

export const departureReadinessSchema = z
  .object({
    departure: departureHead,
    travellers: z.number().int(),
    ready: z.number().int(),
    byIssue,
    missing: z.array(z.object({ reservationCode: z.string(), passengers: z.array(traveller) })),
    /** Issue 27: whether WhatsApp is configured, and the reservations whose customer opted in to it. */
    whatsApp: z.object({ configured: z.boolean(), consented: z.array(z.string()) }).optional(),
    reservations: z.array(
      z.object({ reservationCode: z.string(), status: z.string(), passengers: z.array(traveller) }),
    ),
  })
  .openapi("DepartureReadiness");

export const departureReadinessRoute = createRoute({
  method: "get",
  path: "/api/admin/departures/{id}/readiness",
  tags: ["Admin"],
  summary: "Staff: which travellers of a departure are ready to fly and what the others lack, by reservation",
  request: { params: idParams, query: localeOnly },
  responses: {
    200: jsonResponse(departureReadinessSchema, "The readiness view"),
    400: errorResponses[400],
    404: errorResponses[404],
    ...deniedResponses,
  },
});

export const exportReadinessRoute = createRoute({
  method: "get",
  path: "/api/admin/departures/{id}/readiness/export",
  tags: ["Admin"],
  summary: "Staff: the travellers who lack documents, as a PDF or an xlsx workbook",
  request: { params: idParams, query: exportQuery },
  responses: { 200: fileResponse, 400: errorResponses[400], 404: errorResponses[404], ...deniedResponses },
});

export const setVisasRoute = createRoute({
  method: "put",
  path: "/api/admin/departures/{id}/visas",
  tags: ["Admin"],
  summary: "Staff: set travellers' visa states (by reservation code and passenger position)",
  request: { params: idParams, query: localeOnly, body: jsonBody(visaChangeSchema) },
  responses: {
    200: jsonResponse(departureReadinessSchema, "The readiness view after the change"),
    400: errorResponses[400],
    404: errorResponses[404],
    ...deniedResponses,
  },
});

export const readinessSummarySchema = z
  .object({
    from: z.string(),
    to: z.string(),
    withMissing: z.number().int().openapi({ description: "Departures in the window with something missing" }),
    departures: z.array(
      z.object({
        id: z.number().int(),
        title: z.string().nullable(),
        startDate: z.string(),
        travellers: z.number().int(),
        ready: z.number().int(),
        byIssue,
      }),
    ),
  })
  .openapi("ReadinessSummary");

export const readinessSummaryRoute = createRoute({
  method: "get",
  path: "/api/admin/operations/readiness",
  tags: ["Admin"],
  summary: "Staff: departures of the next 30 days with travellers, and how many of them lack documents",
  request: { query: localeOnly },
  responses: {
    200: jsonResponse(readinessSummarySchema, "The summary"),
    400: errorResponses[400],
    ...deniedResponses,
  },
});

export const availabilitySchema = z
  .object({
    today: z.string(),
    data: z.array(
      z.object({
        id: z.number().int(),
        tourId: z.number().int(),
        title: z.string().nullable(),
        startDate: z.string(),
        returnDate: z.string(),
        capacity: z.number().int(),
        seatsTaken: z.number().int(),
        waitingSeats: z.number().int(),
        confirmedSeats: z.number().int(),
        seatsLeft: z.number().int(),
        saleState: z.enum(saleStates),
        rooms: z.record(z.string(), z.number().int()).openapi({ description: "Booked rooms by room type" }),
      }),
    ),
    truncated: z.boolean().openapi({ description: "More departures match: narrow by month or tour" }),
    tours: z.array(z.object({ id: z.number().int(), title: z.string().nullable() })),
  })
  .openapi("Availability");

export const availabilityRoute = createRoute({
  method: "get",
  path: "/api/admin/availability",
  tags: ["Admin"],
  summary:
    "Staff: upcoming departures with capacity, seats taken (waiting and confirmed apart), seats left, rooms by type",
  description: "`month` (YYYY-MM) lists that month's departures, `tourId` one tour's; at most 200, soonest first.",
  request: { query: availabilityQuerySchema },
  responses: { 200: jsonResponse(availabilitySchema, "The departures"), 400: errorResponses[400], ...deniedResponses },
});

export const readinessReminderRoute = createRoute({
  method: "post",
  path: "/api/admin/departures/{id}/readiness/reminders",
  tags: ["Admin"],
  summary:
    "Staff: tell a reservation's customer what its travellers still lack, by e-mail or (issue 27, with their " +
    "opt-in) the WhatsApp documents_missing template; once per channel per 10 minutes",
  request: {
    params: idParams,
    body: jsonBody(
      z.object({
        reservationCode: z
          .string({ error: "REQUIRED" })
          .refine(isReservationCode, { error: "INVALID_VALUE" })
          .openapi({ example: "RH-2026-000123" }),
        channel: z.enum(["email", "whatsapp"], { error: "INVALID_VALUE" }).optional(),
      }),
    ),
  },
  responses: {
    200: jsonResponse(
      z
        .object({
          sent: z.boolean().openapi({ description: "false: one was sent in the last 10 minutes, none now" }),
          reservationCode: z.string(),
        })
        .openapi("ReadinessReminder"),
      "The reminder",
    ),
    400: errorResponses[400],
    404: errorResponses[404],
    409: errorResponse(
      "NOTHING_TO_REMIND: its travellers lack nothing; WHATSAPP_NOT_CONFIGURED; WHATSAPP_NO_CONSENT: no open opt-in",
    ),
    ...deniedResponses,
  },
});

const dateParams = z.object({
  date: z
    .string()
    .refine(isCalendarDate, { error: "INVALID_VALUE" })
    .openapi({ param: { name: "date", in: "path" }, example: "2026-11-30" }),
});

const flightSchema = z.object({
  leg: z.string(),
  airline: z.string(),
  flightNumber: z.string(),
  fromAirport: z.string(),
  toAirport: z.string(),
  departureTime: z.string(),
  arrivalTime: z.string(),
});

export const dayListsSchema = z
  .object({
    date: z.string(),
    groups: z.array(
      z.object({
        departureId: z.number().int(),
        tourId: z.number().int(),
        title: z.string().nullable(),
        startDate: z.string(),
        returnDate: z.string(),
        role: z.enum(["leaving", "returning", "onTheRoad"]),
        hotels: z.array(z.string()),
        flights: z.array(flightSchema).openapi({ description: "The legs flown that day" }),
        seatsTaken: z.number().int(),
        guide: z.string().nullable(),
        meetingPoint: z.string().nullable(),
      }),
    ),
    manifest: z.array(
      z.object({
        departureId: z.number().int(),
        group: z.string(),
        reservationCode: z.string(),
        name: z.string(),
        gender: z.enum(["female", "male"]),
        passportNumber: z.string().nullable().openapi({ description: "In full: every read is logged" }),
        nationality: z.string(),
        flight: z.string().nullable(),
        meeting: z.string().nullable(),
      }),
    ),
  })
  .openapi("DayLists");

export const dayListsRoute = createRoute({
  method: "get",
  path: "/api/admin/operations/days/{date}",
  tags: ["Admin"],
  summary: "Staff: the groups leaving, returning and on the road on a date, and the airport manifest of those flying",
  request: { params: dateParams, query: localeOnly },
  responses: { 200: jsonResponse(dayListsSchema, "The day's lists"), 400: errorResponses[400], ...deniedResponses },
});

export const exportDayListsRoute = createRoute({
  method: "get",
  path: "/api/admin/operations/days/{date}/export",
  tags: ["Admin"],
  summary: "Staff: the day's operations list, airport manifest, or both (print), as PDF or xlsx",
  request: {
    params: dateParams,
    query: exportQuery.extend({
      list: z
        .enum(["ops", "airport", "print"], { error: "INVALID_VALUE" })
        .default("print")
        .openapi({ param: { name: "list", in: "query" } }),
    }),
  },
  responses: { 200: fileResponse, 400: errorResponses[400], ...deniedResponses },
});
