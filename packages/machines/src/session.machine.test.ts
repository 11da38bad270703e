import { createActor, fromPromise, waitFor } from "xstate";
import { describe, expect, it, vi } from "vitest";
import { sessionMachine, type ProfileAnswer, type SessionInput, type SessionProfile } from "./session.machine.ts";

const customer: SessionProfile = { id: "7", role: "Customer", isAdmin: false, hasAccountingRole: false, active: true };

function run(input: SessionInput, profile: () => Promise<ProfileAnswer>) {
  const calls = {
    clearUserCookie: vi.fn(),
    goToServerLogout: vi.fn(),
    storeToken: vi.fn(),
    logProfileError: vi.fn(),
  };
  const machine = sessionMachine.provide({
    actors: { fetchProfile: fromPromise(profile) },
    actions: {
      clearUserCookie: calls.clearUserCookie,
      goToServerLogout: calls.goToServerLogout,
      storeToken: (_, params) => calls.storeToken(params.token),
      logProfileError: calls.logProfileError,
    },
  });
  return { actor: createActor(machine, { input }).start(), calls };
}

describe("session machine (spec §4)", () => {
  it("fetches the profile when a user cookie exists and no user is in memory", async () => {
    const fetchProfile = vi.fn(async () => ({ user: customer, token: "t-new" }));
    const { actor, calls } = run({ hasUserCookie: true }, fetchProfile);
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    await waitFor(actor, (s) => s.matches("signedIn"));
    expect(fetchProfile).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.user).toEqual(customer);
    // With no stored token, the returned token is stored (§7).
    expect(calls.storeToken).toHaveBeenCalledWith("t-new");
  });

  it("keeps a stored token over the returned one", async () => {
    const { actor, calls } = run({ hasUserCookie: true, token: "t-old" }, async () => ({
      user: customer,
      token: "t-new",
    }));
    await waitFor(actor, (s) => s.matches("signedIn"));
    expect(actor.getSnapshot().context.token).toBe("t-old");
    expect(calls.storeToken).toHaveBeenCalledWith("t-old");
  });

  it("does not fetch without a user cookie", () => {
    const fetchProfile = vi.fn(async () => ({ user: customer }));
    const { actor } = run({ hasUserCookie: false }, fetchProfile);
    expect(actor.getSnapshot().value).toBe("signedOut");
    expect(fetchProfile).not.toHaveBeenCalled();
  });

  it("does not fetch when the user is already in memory", () => {
    const fetchProfile = vi.fn(async () => ({ user: customer }));
    const { actor } = run({ hasUserCookie: true, user: customer, token: "t" }, fetchProfile);
    expect(actor.getSnapshot().value).toBe("signedIn");
    expect(fetchProfile).not.toHaveBeenCalled();
  });

  it("clears the user cookie and leaves an empty user for a profile with status false", async () => {
    const { actor, calls } = run({ hasUserCookie: true }, async () => ({ user: { ...customer, active: false } }));
    await waitFor(actor, (s) => s.matches("signedOut"));
    expect(calls.clearUserCookie).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it("clears the user cookie and only logs when the profile fetch fails (§8)", async () => {
    const { actor, calls } = run({ hasUserCookie: true }, async () => {
      throw new Error("401");
    });
    await waitFor(actor, (s) => s.matches("signedOut"));
    expect(calls.clearUserCookie).toHaveBeenCalledOnce();
    expect(calls.logProfileError).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it("logs out: clears the user cookie and goes to the server logout (which clears the session cookie)", () => {
    const { actor, calls } = run({ hasUserCookie: true, user: customer, token: "t" }, async () => ({ user: customer }));
    actor.send({ type: "session.logout" });
    expect(actor.getSnapshot().value).toBe("signedOut");
    expect(calls.clearUserCookie).toHaveBeenCalledOnce();
    expect(calls.goToServerLogout).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context).toMatchObject({ user: null, token: null });
  });

  it("signs in from a login answer and stores its token", () => {
    const { actor, calls } = run({ hasUserCookie: false }, async () => ({ user: customer }));
    actor.send({ type: "session.signedIn", user: customer, token: "t-login" });
    expect(actor.getSnapshot().value).toBe("signedIn");
    expect(calls.storeToken).toHaveBeenCalledWith("t-login");
  });

  it("fails loudly when the app forgot to provide the profile fetch", async () => {
    const actor = createActor(sessionMachine, { input: { hasUserCookie: true } }).start();
    await waitFor(actor, (s) => s.matches("signedOut"));
    expect(actor.getSnapshot().context.user).toBeNull();
  });
});
