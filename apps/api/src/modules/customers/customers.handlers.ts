import { serviceContext } from "../../http/context.ts";
import { createRouter } from "../../http/router.ts";
import {
  customerBirthdaysRoute,
  customerDataExportRoute,
  eraseCustomerRoute,
  getCustomerRoute,
  listCustomersRoute,
  updateCustomerRoute,
} from "./customers.routes.ts";
import { eraseCustomer, exportCustomerData } from "./kvkk.service.ts";
import { customerBirthdays, getCustomer, listCustomers, updateCustomer } from "./customers.service.ts";

const privateNoStore = { "Cache-Control": "private, no-store" };

// The birthdays path is registered before `{id}`, which would otherwise claim it.
export const customerRoutes = createRouter()
  .openapi(listCustomersRoute, async (c) =>
    c.json(await listCustomers({ ctx: serviceContext(c), input: c.req.valid("query") }), 200, privateNoStore),
  )
  .openapi(customerBirthdaysRoute, async (c) =>
    c.json(await customerBirthdays({ ctx: serviceContext(c), input: c.req.valid("query") }), 200, privateNoStore),
  )
  .openapi(getCustomerRoute, async (c) =>
    c.json(
      await getCustomer({
        ctx: serviceContext(c),
        input: { id: c.req.valid("param").id, locale: c.req.valid("query").locale },
      }),
      200,
      privateNoStore,
    ),
  )
  .openapi(updateCustomerRoute, async (c) =>
    c.json(
      await updateCustomer({
        ctx: serviceContext(c),
        input: { id: c.req.valid("param").id, change: c.req.valid("json") },
      }),
      200,
      privateNoStore,
    ),
  )
  .openapi(customerDataExportRoute, async (c) => {
    const file = await exportCustomerData({
      ctx: serviceContext(c),
      input: { id: c.req.valid("param").id, format: c.req.valid("query").format },
    });
    return c.body(file.body as Uint8Array<ArrayBuffer>, 200, {
      ...privateNoStore,
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "X-Content-Type-Options": "nosniff",
    }) as never;
  })
  .openapi(eraseCustomerRoute, async (c) =>
    c.json(
      await eraseCustomer({
        ctx: serviceContext(c),
        input: { id: c.req.valid("param").id, confirm: c.req.valid("json").confirm },
      }),
      200,
      privateNoStore,
    ),
  );
