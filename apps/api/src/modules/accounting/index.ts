/** The books (issue 26): cash desks, transactions, payments: what code outside the module (routes.ts, contract.ts, app.ts, index.ts, the seed) uses. */
export { accountingRoutes } from "./accounting.handlers.ts";
export type { cashDeskSchema, transactionSchema } from "./accounting.routes.ts";
export type { paymentSchema } from "./payments.schema.ts";
export { createPaymentReminderWorker } from "./payment-reminders.ts";
