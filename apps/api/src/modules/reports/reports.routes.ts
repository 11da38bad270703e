import { createRoute, z } from "@hono/zod-openapi";
import { reportExportQuerySchema, reportKinds, reportQuerySchema } from "@rihla/domain";
import { deniedResponses, errorResponses, jsonResponse, moneySchema } from "../../http/openapi.ts";

const kindParams = z.object({
  kind: z
    .enum(reportKinds, { error: "INVALID_VALUE" })
    .openapi({ param: { name: "kind", in: "path" }, example: "sales" }),
});

/** `from`/`to`: days (both included; default the current month); `groupBy`: per kind (the domain's `reportGroupings`). */
const query = reportQuerySchema;

const valueSchema = z.union([z.string(), z.number(), z.null(), z.array(moneySchema)]);

export const reportSchema = z
  .object({
    kind: z.enum(reportKinds),
    groupBy: z.string().openapi({ example: "tour" }),
    period: z.object({ from: z.string(), to: z.string() }),
    today: z.string().openapi({ description: "The day the report was made (Istanbul)" }),
    columns: z.array(
      z.object({ key: z.string(), type: z.enum(["text", "count", "money", "percent", "date"]) }),
    ),
    chart: z.string().openapi({ description: "The column a chart plots" }),
    rows: z.array(z.object({ key: z.string(), label: z.string(), values: z.record(z.string(), valueSchema) })),
    totals: z.record(z.string(), valueSchema).openapi({ description: "Summed in SQL; money per currency" }),
  })
  .openapi("Report");

export const reportRoute = createRoute({
  method: "get",
  path: "/api/admin/reports/{kind}",
  tags: ["Accounting"],
  summary: "Accounting: a report's rows and totals (sales, payments, balances, overdue instalments, occupancy)",
  description:
    "Every figure is summed in SQL. Sales count WAITING and CONFIRMED reservations made in the period (their price " +
    "snapshot's total per currency); payments sum PAYMENT and REFUND entries dated in the period (reversals cancel " +
    "their originals); balances are total − payments + refunds of reservations departing in the period; overdue " +
    "instalments are due in the period and before today, unpaid after what was paid covers the plan in order; " +
    "occupancy is capacity and seats taken of departures leaving in the period.",
  request: { params: kindParams, query },
  responses: {
    200: jsonResponse(reportSchema, "The report"),
    400: errorResponses[400],
    ...deniedResponses,
  },
});

export const exportReportRoute = createRoute({
  method: "get",
  path: "/api/admin/reports/{kind}/export",
  tags: ["Accounting"],
  summary: "Accounting: a report as xlsx (money as numbers, one column per currency) or PDF (Turkish text embedded)",
  request: { params: kindParams, query: reportExportQuerySchema },
  responses: {
    200: {
      description: "The file, named after what it holds (Content-Disposition)",
      content: {
        "application/pdf": { schema: z.any().openapi({ type: "string", format: "binary" }) },
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
          schema: z.any().openapi({ type: "string", format: "binary" }),
        },
      },
    },
    400: errorResponses[400],
    ...deniedResponses,
  },
});
