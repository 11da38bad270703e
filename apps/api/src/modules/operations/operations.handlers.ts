import type { CalendarDate } from "@rihla/domain";
import { serviceContext } from "../../http/context.ts";
import { createRouter } from "../../http/router.ts";
import { availability } from "./availability.ts";
import { dayLists, exportDayLists } from "./daily-lists.ts";
import {
  availabilityRoute,
  dayListsRoute,
  exportDayListsRoute,
  changeRoomingRoute,
  departureReadinessRoute,
  departureRoomingRoute,
  exportReadinessRoute,
  exportRoomingRoute,
  readinessReminderRoute,
  readinessSummaryRoute,
  setVisasRoute,
} from "./operations.routes.ts";
import { departureReadinessView, exportReadiness, readinessSummary, remindReadiness, setVisas } from "./readiness.ts";
import { changeRooming, departureRooming, exportRooming } from "./rooming.ts";

/** Staff answers are never cached anywhere (issue 24). */
const privateNoStore = { "Cache-Control": "private, no-store" };

const fileHeaders = (file: { fileName: string; contentType: string }) => ({
  ...privateNoStore,
  "Content-Type": file.contentType,
  "Content-Disposition": `attachment; filename="${file.fileName}"`,
  "X-Content-Type-Options": "nosniff",
});

/** Issue 25's operations: rooming, readiness and visas of a departure (staff with availability access). */
export const operationsRoutes = createRouter()
  .openapi(departureRoomingRoute, async (c) =>
    c.json(
      await departureRooming({
        ctx: serviceContext(c),
        input: { id: c.req.valid("param").id, locale: c.req.valid("query").locale },
      }),
      200,
      privateNoStore,
    ),
  )
  .openapi(changeRoomingRoute, async (c) =>
    c.json(
      await changeRooming({
        ctx: serviceContext(c),
        input: { id: c.req.valid("param").id, locale: c.req.valid("query").locale, change: c.req.valid("json") },
      }),
      200,
      privateNoStore,
    ),
  )
  .openapi(exportRoomingRoute, async (c) => {
    const file = await exportRooming({
      ctx: serviceContext(c),
      input: { id: c.req.valid("param").id, ...c.req.valid("query") },
    });
    return c.body(file.body as Uint8Array<ArrayBuffer>, 200, fileHeaders(file)) as never;
  })
  .openapi(departureReadinessRoute, async (c) =>
    c.json(
      await departureReadinessView({
        ctx: serviceContext(c),
        input: { id: c.req.valid("param").id, locale: c.req.valid("query").locale },
      }),
      200,
      privateNoStore,
    ),
  )
  .openapi(exportReadinessRoute, async (c) => {
    const file = await exportReadiness({
      ctx: serviceContext(c),
      input: { id: c.req.valid("param").id, ...c.req.valid("query") },
    });
    return c.body(file.body as Uint8Array<ArrayBuffer>, 200, fileHeaders(file)) as never;
  })
  .openapi(setVisasRoute, async (c) =>
    c.json(
      await setVisas({
        ctx: serviceContext(c),
        input: {
          id: c.req.valid("param").id,
          locale: c.req.valid("query").locale,
          visas: c.req.valid("json").visas,
        },
      }),
      200,
      privateNoStore,
    ),
  )
  .openapi(readinessSummaryRoute, async (c) =>
    c.json(await readinessSummary({ ctx: serviceContext(c), input: c.req.valid("query") }), 200, privateNoStore),
  )
  .openapi(readinessReminderRoute, async (c) =>
    c.json(
      await remindReadiness({
        ctx: serviceContext(c),
        input: { id: c.req.valid("param").id, ...c.req.valid("json") },
      }),
      200,
      privateNoStore,
    ),
  )
  .openapi(availabilityRoute, async (c) =>
    c.json(await availability({ ctx: serviceContext(c), input: c.req.valid("query") }), 200, privateNoStore),
  )
  .openapi(dayListsRoute, async (c) =>
    c.json(
      await dayLists({
        ctx: serviceContext(c),
        input: { date: c.req.valid("param").date as CalendarDate, locale: c.req.valid("query").locale },
      }),
      200,
      privateNoStore,
    ),
  )
  .openapi(exportDayListsRoute, async (c) => {
    const file = await exportDayLists({
      ctx: serviceContext(c),
      input: { date: c.req.valid("param").date as CalendarDate, ...c.req.valid("query") },
    });
    return c.body(file.body as Uint8Array<ArrayBuffer>, 200, fileHeaders(file)) as never;
  });
