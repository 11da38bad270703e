/** WhatsApp: consent, the outbox, the webhook, conversations (issue 27): what code outside the module (routes.ts, contract.ts, app.ts, index.ts, the seed) uses. */
export { createWhatsAppOutbox } from "./outbox.ts";
export { whatsAppRoutes } from "./whatsapp.handlers.ts";
