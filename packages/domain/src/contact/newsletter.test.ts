import { describe, expect, it } from "vitest";
import { newsletterResendCutoff, newsletterResendMinutes } from "./newsletter.ts";

describe("newsletter resend window", () => {
  it("is ten minutes, counted back from now", () => {
    expect(newsletterResendMinutes).toBe(10);
    expect(newsletterResendCutoff(new Date("2026-11-23T12:00:00Z")).toISOString()).toBe("2026-11-23T11:50:00.000Z");
    expect(newsletterResendCutoff(new Date("2026-11-23T00:05:00Z")).toISOString()).toBe("2026-11-22T23:55:00.000Z");
  });
});
