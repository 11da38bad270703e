import { createActor, fromPromise, waitFor } from "xstate";
import { describe, expect, it, vi } from "vitest";
import { forgotPasswordSchema } from "@rihla/domain";
import { passwordResetMachine } from "./passwordReset.machine.ts";

type Call = (input: unknown) => Promise<void>;

function start(mode: "request" | "set", actors: { request?: Call; set?: Call } = {}) {
  const requestReset = vi.fn<Call>(actors.request ?? (async () => {}));
  const setPassword = vi.fn<Call>(actors.set ?? (async () => {}));
  const machine = passwordResetMachine.provide({
    actors: {
      requestReset: fromPromise(async ({ input }) => requestReset(input)),
      setPassword: fromPromise(async ({ input }) => setPassword(input)),
    },
  });
  return { actor: createActor(machine, { input: { mode } }).start(), requestReset, setPassword };
}

describe("password reset machine (spec §4, §8)", () => {
  it("sends the recovery e-mail and shows the sent notice", async () => {
    const { actor, requestReset } = start("request");
    actor.send({ type: "reset.request", email: "  ayse@example.com " });
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    await waitFor(actor, (s) => s.matches({ request: "sent" }));
    expect(requestReset).toHaveBeenCalledWith({ email: "ayse@example.com", botCheck: {} });
    expect(actor.getSnapshot().context.notice).toBe("RECOVERY_EMAIL_SENT");
  });

  it("shows the failure text when the e-mail cannot be sent, and can try again", async () => {
    let fail = true;
    const { actor, requestReset } = start("request", {
      request: async () => {
        if (fail) throw new Error("smtp down");
      },
    });
    actor.send({ type: "reset.request", email: "ayse@example.com" });
    await waitFor(actor, (s) => s.matches({ request: "failed" }));
    expect(actor.getSnapshot().context.notice).toBe("RECOVERY_EMAIL_FAILED");
    fail = false;
    actor.send({ type: "reset.request", email: "ayse@example.com" });
    await waitFor(actor, (s) => s.matches({ request: "sent" }));
    expect(requestReset).toHaveBeenCalledTimes(2);
  });

  it("makes no call without an e-mail", () => {
    const { actor, requestReset } = start("request");
    actor.send({ type: "reset.request", email: "   " });
    expect(actor.getSnapshot().matches({ request: "editing" })).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: ["REQUIRED"] });
    expect(requestReset).not.toHaveBeenCalled();
  });

  it('refuses "abc" as the domain\'s forgotPasswordSchema does (one rule, no call)', () => {
    const { actor, requestReset } = start("request");
    actor.send({ type: "reset.request", email: "abc" });
    expect(forgotPasswordSchema.safeParse({ email: "abc" }).success).toBe(false);
    expect(actor.getSnapshot().matches({ request: "editing" })).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: ["EMAIL_INVALID"] });
    expect(requestReset).not.toHaveBeenCalled();
  });

  it("passes the bot check on to the request", async () => {
    const { actor, requestReset } = start("request");
    actor.send({ type: "reset.request", email: "ayse@example.com", botCheck: { altcha: "solved" } });
    await waitFor(actor, (s) => s.matches({ request: "sent" }));
    expect(requestReset).toHaveBeenCalledWith({ email: "ayse@example.com", botCheck: { altcha: "solved" } });
  });

  it("shows the server's own code and field codes when it refuses", async () => {
    const { actor } = start("request", {
      request: async () => {
        throw { code: "BOT_CHECK_FAILED", fields: { email: ["EMAIL_INVALID"], other: ["REQUIRED"] } };
      },
    });
    actor.send({ type: "reset.request", email: "ayse@example.com" });
    await waitFor(actor, (s) => s.matches({ request: "failed" }));
    expect(actor.getSnapshot().context.notice).toBe("BOT_CHECK_FAILED");
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: ["EMAIL_INVALID"] });
  });

  it("says the link is invalid when there is no token", () => {
    const { actor, setPassword } = start("set");
    actor.send({ type: "reset.setPassword", token: "", password: "Kabe2026!x", passwordConfirm: "Kabe2026!x" });
    expect(actor.getSnapshot().context.notice).toBe("TOKEN_INVALID");
    expect(setPassword).not.toHaveBeenCalled();
  });

  it("checks the password rules and the confirmation before any call", () => {
    const { actor, setPassword } = start("set");
    actor.send({ type: "reset.setPassword", token: "tok", password: "short", passwordConfirm: "other" });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      password: ["PASSWORD_TOO_SHORT", "PASSWORD_NEEDS_DIGIT", "PASSWORD_NEEDS_UPPERCASE", "PASSWORD_NEEDS_SPECIAL"],
      passwordConfirm: ["PASSWORDS_MUST_MATCH"],
    });
    expect(setPassword).not.toHaveBeenCalled();
  });

  it("sets an acceptable password and finishes", async () => {
    const { actor, setPassword } = start("set");
    actor.send({ type: "reset.setPassword", token: "tok", password: "Kabe2026!x", passwordConfirm: "Kabe2026!x" });
    await waitFor(actor, (s) => s.matches({ set: "done" }));
    expect(setPassword).toHaveBeenCalledWith({ token: "tok", password: "Kabe2026!x", passwordConfirm: "Kabe2026!x" });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it("returns to the form with the generic error when the server refuses", async () => {
    const { actor } = start("set", {
      set: async () => {
        throw new Error("token expired");
      },
    });
    actor.send({ type: "reset.setPassword", token: "old", password: "Kabe2026!x", passwordConfirm: "Kabe2026!x" });
    await waitFor(actor, (s) => s.matches({ set: "editing" }) && s.context.notice !== null);
    expect(actor.getSnapshot().context.notice).toBe("GENERIC_ERROR");
  });
});
