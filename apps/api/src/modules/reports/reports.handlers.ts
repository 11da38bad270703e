import { serviceContext } from "../../http/context.ts";
import { createRouter } from "../../http/router.ts";
import { exportReportRoute, reportRoute } from "./reports.routes.ts";
import { exportReport, runReport } from "./reports.service.ts";

/** The books are never cached anywhere. */
const privateNoStore = { "Cache-Control": "private, no-store" };

/**
 * Issue 26's reports. The access table lets only the accounting role and Master reach
 * `/api/admin/reports`; the service checks `accounting.access` again.
 */
export const reportRoutes = createRouter()
  .openapi(reportRoute, async (c) =>
    c.json(
      await runReport({ ctx: serviceContext(c), input: { kind: c.req.valid("param").kind, query: c.req.valid("query") } }),
      200,
      privateNoStore,
    ),
  )
  .openapi(exportReportRoute, async (c) => {
    const { format, ...query } = c.req.valid("query");
    const file = await exportReport({
      ctx: serviceContext(c),
      input: { kind: c.req.valid("param").kind, query, format },
    });
    return c.body(file.body as Uint8Array<ArrayBuffer>, 200, {
      ...privateNoStore,
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "X-Content-Type-Options": "nosniff",
    }) as never;
  });
