import { serviceContext } from "../../http/context.ts";
import { createRouter } from "../../http/router.ts";
import {
  cancelInvoiceRoute,
  getInvoiceRoute,
  invoicePdfRoute,
  issueInvoiceRoute,
  listInvoicesRoute,
} from "./invoices.routes.ts";
import { cancelInvoice, getInvoice, invoicePdf, issueInvoice, listInvoices } from "./invoices.service.ts";

/** Invoices are never cached anywhere. */
const privateNoStore = { "Cache-Control": "private, no-store" };

/**
 * Issue 26's invoices. The access table lets only the accounting role and Master reach
 * `/api/admin/invoices`; the services check `accounting.access` again. No PATCH or DELETE exists:
 * invoices are append-only, a cancellation is a record of its own.
 */
export const invoiceRoutes = createRouter()
  .openapi(listInvoicesRoute, async (c) =>
    c.json(await listInvoices({ ctx: serviceContext(c), input: c.req.valid("query") }), 200, privateNoStore),
  )
  .openapi(issueInvoiceRoute, async (c) => {
    const result = await issueInvoice({
      ctx: serviceContext(c),
      input: {
        key: c.req.valid("header")["idempotency-key"],
        raw: await c.req.json(),
        request: c.req.valid("json"),
      },
    });
    if (result.replayed) c.header("Idempotency-Replayed", "true");
    return c.json(result.body, 201, privateNoStore);
  })
  .openapi(getInvoiceRoute, async (c) =>
    c.json(await getInvoice({ ctx: serviceContext(c), input: c.req.valid("param") }), 200, privateNoStore),
  )
  .openapi(cancelInvoiceRoute, async (c) => {
    // The body is optional (a note); without one the validator has nothing to read.
    const body: { note?: string | undefined } = c.req.header("content-type")?.includes("json")
      ? c.req.valid("json")
      : {};
    const result = await cancelInvoice({
      ctx: serviceContext(c),
      input: { id: c.req.valid("param").id, note: body?.note },
    });
    return c.json(result, 201, privateNoStore);
  })
  .openapi(invoicePdfRoute, async (c) => {
    const file = await invoicePdf({
      ctx: serviceContext(c),
      input: { id: c.req.valid("param").id, locale: c.req.valid("query").locale },
    });
    return c.body(file.body as Uint8Array<ArrayBuffer>, 200, {
      ...privateNoStore,
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "X-Content-Type-Options": "nosniff",
    }) as never;
  });
