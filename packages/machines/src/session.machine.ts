import type { SessionUser } from "@rihla/domain";
import { assign, fromPromise, setup } from "xstate";

/** The user record the API answers (`GET /api/custom/me` → `{ user, token }`, spec §7). */
export type SessionProfile = SessionUser & Record<string, unknown>;

export interface ProfileAnswer {
  user: SessionProfile;
  token?: string;
}

export interface SessionContext {
  user: SessionProfile | null;
  token: string | null;
  hasUserCookie: boolean;
}

export interface SessionInput {
  /** A user id cookie exists (spec §4). */
  hasUserCookie: boolean;
  /** The user already in memory (e.g. from the server-rendered page), if any. */
  user?: SessionProfile | null;
  token?: string | null;
}

export type SessionEvent =
  | { type: "session.signedIn"; user: SessionProfile; token: string }
  | { type: "session.logout" }
  | { type: "session.refresh" };

/**
 * Spec §4 session: on load, a user cookie with no user in memory fetches the profile; a profile
 * with status false clears the user cookie and leaves an empty user; errors clear the cookie
 * (§8: logged only); logout clears the user cookie and goes to the server logout, which clears
 * the session cookie (httpOnly: the page cannot).
 *
 * The app supplies `fetchProfile`, `clearUserCookie`, `storeToken` and `goToServerLogout` with
 * `machine.provide(...)`; the defaults fail loudly.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    fetchProfile: fromPromise<ProfileAnswer, { token: string | null }>(() =>
      Promise.reject(new Error("sessionMachine: provide the fetchProfile actor")),
    ),
  },
  actions: {
    clearUserCookie: () => {},
    storeToken: (_, _params: { token: string }) => {},
    goToServerLogout: () => {},
    logProfileError: (_, _params: { error: unknown }) => {},
    forgetUser: assign({ user: null, token: null, hasUserCookie: false }),
  },
  guards: {
    needsProfile: ({ context }) => context.hasUserCookie && context.user === null,
    hasUser: ({ context }) => context.user !== null && context.user.active,
  },
}).createMachine({
  id: "session",
  context: ({ input }) => ({
    user: input.user ?? null,
    token: input.token ?? null,
    hasUserCookie: input.hasUserCookie,
  }),
  initial: "starting",
  states: {
    starting: {
      always: [
        { guard: "needsProfile", target: "loadingProfile" },
        { guard: "hasUser", target: "signedIn" },
        { target: "signedOut" },
      ],
    },
    loadingProfile: {
      tags: ["busy"],
      invoke: {
        src: "fetchProfile",
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          {
            // status false: a disabled user is treated as signed out (spec §4).
            guard: ({ event }) => !event.output.user.active,
            target: "signedOut",
            actions: ["clearUserCookie", "forgetUser"],
          },
          {
            target: "signedIn",
            actions: [
              assign(({ context, event }) => ({
                user: event.output.user,
                // With no stored token, the returned token is stored (spec §7).
                token: context.token ?? event.output.token ?? null,
              })),
              {
                type: "storeToken",
                params: ({ context, event }) => ({ token: context.token ?? event.output.token ?? "" }),
              },
            ],
          },
        ],
        onError: {
          target: "signedOut",
          actions: [
            { type: "logProfileError", params: ({ event }) => ({ error: event.error }) },
            "clearUserCookie",
            "forgetUser",
          ],
        },
      },
    },
    signedIn: {
      on: {
        "session.logout": {
          target: "signedOut",
          actions: ["clearUserCookie", "forgetUser", "goToServerLogout"],
        },
        "session.refresh": "loadingProfile",
      },
    },
    signedOut: {
      on: {
        "session.signedIn": {
          target: "signedIn",
          actions: [
            assign(({ event }) => ({ user: event.user, token: event.token, hasUserCookie: true })),
            { type: "storeToken", params: ({ event }) => ({ token: event.token }) },
          ],
        },
      },
    },
  },
});
