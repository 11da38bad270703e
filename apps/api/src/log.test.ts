import { Writable } from "node:stream";
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger, errorSummary, log, logValueLimit, requestLog, setLogger } from "./log.ts";

/** Issue 28, finding 9 and issue 23 §5: a structured log that keeps no one's personal data. */
function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(...chunk.toString().split("\n").filter(Boolean));
      callback();
    },
  });
  return { logger: createLogger({ level: "info", destination }), lines };
}

const original = log;
afterEach(() => setLogger(original));

describe("the logger", () => {
  it("redacts personal fields at any depth", () => {
    const { logger, lines } = capture();
    logger.info(
      {
        email: "ayse@example.com",
        request: { contact: { name: "Ayşe Yılmaz", phone: "+905321112233" }, tckn: "10000000146" },
        deep: { customer: { firstName: "Ayşe", surname: "Yılmaz" } },
        status: 201,
      },
      "booked",
    );
    const text = lines.join("\n");
    for (const secret of ["ayse@example.com", "Ayşe", "Yılmaz", "+905321112233", "10000000146"]) {
      expect(text).not.toContain(secret);
    }
    expect(JSON.parse(lines[0]!)).toMatchObject({ msg: "booked", status: 201, email: "[redacted]" });
  });

  it("clips long values and messages an attacker chose", () => {
    const { logger, lines } = capture();
    logger.warn({ path: `/x${"a".repeat(60_000)}` }, "y".repeat(60_000));
    expect(lines[0]!.length).toBeLessThan(3 * logValueLimit);
    expect(JSON.parse(lines[0]!).path).toMatch(/… \(60002 characters\)$/);
  });

  it("keeps a failed query's statement but never its parameters", () => {
    const error = new Error(
      'Failed query: insert into "reservations" values ($1, $2)\nparams: Ayşe Yılmaz,+905321112233',
    );
    (error as Error & { cause: unknown }).cause = { code: "22P05" };
    const summary = errorSummary(error);
    expect(summary).toMatchObject({ name: "Error", code: "22P05" });
    expect(summary.message).toBe('Failed query: insert into "reservations" values ($1, $2)');
    expect(JSON.stringify(summary)).not.toContain("Ayşe");
  });

  it("writes one line per request with its id, sends the id back and never the query", async () => {
    const { logger, lines } = capture();
    setLogger(logger);
    const app = new Hono().use(requestLog()).get("/api/x", (c) => c.json({ ok: true }));
    const first = await app.request("/api/x?email=ayse%40example.com");
    const second = await app.request("/api/x", { headers: { "x-request-id": "req-12345678" } });
    expect(lines).toHaveLength(2);
    const [a, b] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(a).toMatchObject({ msg: "request", method: "GET", path: "/api/x", status: 200 });
    expect(a!.requestId).toBe(first.headers.get("x-request-id"));
    expect(b!.requestId).toBe("req-12345678");
    expect(second.headers.get("x-request-id")).toBe("req-12345678");
    expect(lines.join("\n")).not.toContain("ayse");
  });
});
