import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import PostalMime from "postal-mime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer, MailDeliveryError } from "./mailer.ts";
import { startMailbox, type Mailbox } from "../testing/mailbox.ts";
import { renderActionMail } from "./templates.ts";

describe("e-mail templates", () => {
  it.each(["tr", "en"] as const)(
    "renders the confirmation mail in %s as HTML and text with the link",
    async (locale) => {
      const mail = await renderActionMail({
        locale,
        kind: "confirmAccount",
        name: "Ayşe",
        url: "https://x.test/c?t=abc",
      });
      expect(mail.subject).toBe(locale === "tr" ? "E-posta adresinizi doğrulayın" : "Confirm your e-mail address");
      expect(mail.html).toContain(`lang="${locale}"`);
      expect(mail.html).toContain('href="https://x.test/c?t=abc"');
      expect(mail.text).toContain("https://x.test/c?t=abc");
      expect(mail.text).toContain(locale === "tr" ? "Merhaba Ayşe" : "Hello Ayşe");
    },
  );

  it("states each link's lifetime in both languages: a day to confirm, an hour to reset", async () => {
    const render = (locale: "tr" | "en", kind: "confirmAccount" | "resetPassword") =>
      renderActionMail({ locale, kind, name: "Ali", url: "https://x.test/r" }).then((mail) => mail.text);
    expect(await render("tr", "resetPassword")).toContain("Bağlantı 1 saat geçerlidir");
    expect(await render("en", "resetPassword")).toContain("valid for 1 hour and");
    expect(await render("tr", "confirmAccount")).toContain("Bağlantı 24 saat geçerlidir");
    expect(await render("en", "confirmAccount")).toContain("valid for 24 hours");
  });
});

describe("outbox mailer (no SMTP configured)", () => {
  it("writes an .eml file and logs the link", async () => {
    const outboxDir = await fs.mkdtemp(path.join(os.tmpdir(), "rihla-outbox-"));
    const lines: string[] = [];
    const mailer = createMailer({ outboxDir, from: "Rihla <no-reply@rihla.test>", log: (line) => lines.push(line) });
    await mailer.send({
      to: "ayse@example.com",
      subject: "Konu",
      html: "<p>x</p>",
      text: "Bağlantı: https://x.test/c?t=1",
    });
    const files = await fs.readdir(outboxDir);
    expect(files).toHaveLength(1);
    const parsed = await PostalMime.parse(await fs.readFile(path.join(outboxDir, files[0] ?? "")));
    expect(parsed.subject).toBe("Konu");
    expect(parsed.to?.[0]?.address).toBe("ayse@example.com");
    expect(lines[0]).toContain("link: https://x.test/c?t=1");
    await fs.rm(outboxDir, { recursive: true });
  });

  it("reports a folder it cannot write as a delivery error", async () => {
    const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "rihla-outbox-")), "not-a-folder");
    await fs.writeFile(file, "");
    const mailer = createMailer({ outboxDir: file, from: "a@b.test", log: () => {} });
    await expect(mailer.send({ to: "x@y.test", subject: "s", html: "", text: "" })).rejects.toThrow(MailDeliveryError);
  });
});

describe("SMTP mailer", () => {
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterAll(() => mailbox.close());

  it("delivers over real SMTP", async () => {
    const mail = await renderActionMail({
      locale: "en",
      kind: "confirmAccount",
      name: "Sam",
      url: "http://127.0.0.1/c?t=9",
    });
    const mailer = createMailer({
      smtpUrl: mailbox.url,
      outboxDir: "/nonexistent",
      from: "Rihla <no-reply@rihla.test>",
    });
    await mailer.send({ to: "sam@example.com", ...mail });
    mailer.close();
    const parsed = await mailbox.next("sam@example.com");
    expect(parsed.subject).toBe("Confirm your e-mail address");
    expect(parsed.text).toContain("http://127.0.0.1/c?t=9");
  });

  it("turns a refused connection into a delivery error", async () => {
    const mailer = createMailer({ smtpUrl: "smtp://127.0.0.1:1", outboxDir: "/nonexistent", from: "a@b.test" });
    await expect(mailer.send({ to: "x@y.test", subject: "s", html: "", text: "" })).rejects.toThrow(MailDeliveryError);
  });
});
