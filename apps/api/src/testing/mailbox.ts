import type { AddressInfo } from "node:net";
import PostalMime, { type Email } from "postal-mime";
import { SMTPServer } from "smtp-server";

export interface Mailbox {
  url: string;
  /** Waits for the next mail to `to` that arrives after the call, or one already unread. */
  next(to: string, timeoutMs?: number): Promise<Email>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback that keeps every mail it receives, parsed (API and browser tests).
 * `port` reopens a server where an earlier one was (outbox retry tests); 0 picks a free one.
 */
export async function startMailbox(port = 0): Promise<Mailbox> {
  const unread: Email[] = [];
  const waiters: { to: string; resolve: (mail: Email) => void }[] = [];
  const recipient = (mail: Email) => (mail.to ?? []).map((address) => address.address?.toLowerCase());
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        void PostalMime.parse(Buffer.concat(chunks)).then((mail) => {
          const waiter = waiters.findIndex((w) => recipient(mail).includes(w.to));
          if (waiter >= 0) waiters.splice(waiter, 1)[0]?.resolve(mail);
          else unread.push(mail);
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    next: (to, timeoutMs = 15_000) => {
      const address = to.toLowerCase();
      const index = unread.findIndex((mail) => recipient(mail).includes(address));
      if (index >= 0) return Promise.resolve(unread.splice(index, 1)[0] as Email);
      return new Promise((resolve, reject) => {
        const waiter = {
          to: address,
          resolve: (mail: Email) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        // A waiter that timed out leaves, so it cannot swallow a later mail.
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's plain text that starts with `prefix`. */
export function linkIn(mail: Email, prefix: string): string {
  const link = (mail.text ?? "").match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix));
  if (!link) throw new Error(`no link starting with ${prefix} in:\n${mail.text}`);
  return link;
}
