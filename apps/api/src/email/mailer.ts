import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { log as logger } from "../log.ts";

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  /** "smtp" with SMTP_URL; "outbox" writes .eml files under DATA_DIR/outbox (the default). */
  kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** A mail that could not be handed over; callers keep their request retryable (spec §8). */
export class MailDeliveryError extends Error {
  override name = "MailDeliveryError";
}

export interface MailerOptions {
  smtpUrl?: string | undefined;
  outboxDir: string;
  from: string;
  /** Where outbox mails are announced; tests pass a silent logger. */
  log?: (line: string) => void;
}

/**
 * nodemailer over SMTP when configured. Without SMTP (the embedded default) every mail becomes an
 * .eml file in the outbox and its first link is logged, so a local user can finish sign-up.
 */
export function createMailer({
  smtpUrl,
  outboxDir,
  from,
  log = (line: string) => logger.info(line),
}: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      kind: "smtp",
      async send(message) {
        try {
          await transport.sendMail({ from, ...message });
        } catch (error) {
          throw new MailDeliveryError(`SMTP delivery to ${message.to} failed: ${(error as Error).message}`);
        }
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "outbox",
    async send(message) {
      try {
        const info = await transport.sendMail({ from, ...message });
        await fs.mkdir(outboxDir, { recursive: true });
        const stamp = new Date().toISOString().replace(/[:.]/g, "-");
        const file = path.join(outboxDir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
        await fs.writeFile(file, info.message as Buffer);
        const link = /https?:\/\/\S+/.exec(message.text)?.[0];
        log(`mail to ${message.to} written to ${file}${link ? `; link: ${link}` : ""}`);
      } catch (error) {
        throw new MailDeliveryError(`Could not write the mail to ${outboxDir}: ${(error as Error).message}`);
      }
    },
    close: () => transport.close(),
  };
}
