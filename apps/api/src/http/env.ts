import type { Config } from "../config.ts";
import type { Database } from "../db/database.ts";
import type { apiClients } from "../db/schema.ts";
import type { FieldCipher } from "../db/field-cipher.ts";
import type { Mailer } from "../email/mailer.ts";
import type { MailOutbox } from "../email/outbox.ts";
import type { PasswordHasher } from "../modules/auth/passwords.ts";
import type { BotChecker } from "../modules/bot-check/bot-checker.ts";
import type { PaymentReminderWorker } from "../modules/accounting/payment-reminders.ts";
import type { HoldWorker } from "../modules/reservations/hold-expiry.ts";
import type { WhatsAppOutbox } from "../modules/whatsapp/outbox.ts";
import type { ChangeFeed } from "./changes.ts";
import type { DataCache } from "./data-cache.ts";
import type { DatabaseLimiter } from "./limiter.ts";
import type { Auth } from "./session.ts";
import type { SessionCache } from "./session-cache.ts";

/**
 * What the API is built from, made once by `createApi` and shared by every request. This file
 * imports only types, and nothing imports `app.ts` back: the request types have one home.
 */
export interface ApiDeps {
  config: Config;
  database: Database;
  version: string;
  /** The clock. Services take `now` from their context; nothing below reads the system time itself. */
  now: () => Date;
  /** Per-key request budgets in the database (shared by every process). */
  limiter: DatabaseLimiter;
  /** Sends mails; only the outbox worker calls it. */
  mailer: Mailer;
  /** Where requests write their mails (src/email/outbox.ts). */
  outbox: MailOutbox;
  hasher: PasswordHasher;
  botChecker: BotChecker;
  /** Writes publish what they changed; caches subscribe (src/http/changes.ts). */
  changes: ChangeFeed;
  /** Encrypts TCKN and passport numbers at rest (src/db/field-cipher.ts). */
  fieldCipher: FieldCipher;
  /** Per-process answers of what rarely changes (site, catalogue), dropped through `changes`. */
  cache: DataCache;
  /** Recent session lookups, dropped by any write to users or sessions (http/session-cache.ts). */
  sessions: SessionCache;
  /** How many worker processes serve this port (node:cluster workers of `npm start`; 1 without). */
  workers: () => number;
  /** Cancels pre-reservations whose option date passed and reminds those ending soon (issue 28). */
  holds: HoldWorker;
  /** Queues a reminder mail before each unpaid instalment's due date, once (issue 26). */
  paymentReminders: PaymentReminderWorker;
  /** Sends queued WhatsApp messages to the Cloud API (modules/whatsapp/outbox.ts); idle without config. */
  whatsApp: WhatsAppOutbox;
}

export interface ApiEnv {
  /** `auth` is the request's session lookup, started on first use (http/request-auth.ts). */
  Variables: {
    deps: ApiDeps;
    auth: Promise<Auth | null>;
    /** The partner API client of the request's key, once the partner access check let it in (issue 27). */
    partnerClient: typeof apiClients.$inferSelect | undefined;
  };
}
