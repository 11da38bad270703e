import { expect, it } from "vitest";
import { accountTokenLifetimeHours, accountTokenLifetimeMs } from "./tokens.ts";

it("keeps a confirmation link for 24 hours and a reset link for one", () => {
  expect(accountTokenLifetimeHours).toEqual({ confirm: 24, reset: 1, invite: 168 });
  expect(accountTokenLifetimeMs("confirm")).toBe(86_400_000);
  expect(accountTokenLifetimeMs("reset")).toBe(3_600_000);
});
