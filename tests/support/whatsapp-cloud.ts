/**
 * The WhatsApp Business Cloud API on a local port for the browser journeys (issue 27): the
 * messages endpoint with its Bearer token and `wamid` answers, and signed webhooks POSTed to the
 * app like Meta's. One implementation, shared with the API tests (apps/api/src/testing).
 */
export {
  incomingWebhook,
  startWhatsAppCloud,
  statusWebhook,
  type WhatsAppCloud,
} from "../../apps/api/src/testing/whatsapp-cloud.ts";
