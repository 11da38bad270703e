import { MailDeliveryError, type Mailer, type MailMessage } from "../email/mailer.ts";

/** Keeps mails in memory for tests; `failing = true` makes every send a delivery error. */
export class MemoryMailer implements Mailer {
  readonly kind = "outbox" as const;
  readonly sent: MailMessage[] = [];
  failing = false;

  send(message: MailMessage): Promise<void> {
    if (this.failing) return Promise.reject(new MailDeliveryError("test mailer is failing"));
    this.sent.push(message);
    return Promise.resolve();
  }

  close(): void {}

  /** The first link in the last mail to `to`. */
  linkTo(to: string): string | undefined {
    const mail = this.sent.findLast((m) => m.to === to);
    return mail && /https?:\/\/\S+/.exec(mail.text)?.[0];
  }
}
