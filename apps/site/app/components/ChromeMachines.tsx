import { userCookie, type Locale } from "@rihla/domain";
import { localeMachine, sessionMachine, type ProfileAnswer, type SessionProfile } from "@rihla/machines";
import { useMachine } from "@xstate/react";
import { useEffect, useLayoutEffect, type RefObject } from "react";
import { useNavigate } from "react-router";
import { fromPromise } from "xstate";
import { localeCookieString } from "../locale";
import { flowName } from "../machines";

/** A click on the header that a machine answers instead of the link. */
export type ChromeClick = { type: "locale.switch"; locale: Locale } | { type: "session.logout" };

/** What the header shows of its machines: their states and the user the session machine holds. */
export interface ChromeState {
  session: string;
  locale: Locale;
  user: SessionProfile | null;
}

export interface ChromeMachinesProps {
  user: SessionProfile | null;
  locale: Locale;
  logoutPath: string;
  /** Set here once the machines run: the header hands its clicks to it. */
  dispatchRef: RefObject<((click: ChromeClick) => void) | null>;
  /** A click made before this module loaded, answered as soon as the machines start. */
  pendingRef: RefObject<ChromeClick | null>;
  onState: (state: ChromeState) => void;
}

const expireCookie = (cookie: { name: string; path: string }) => {
  document.cookie = `${cookie.name}=; Max-Age=0; Path=${cookie.path}; SameSite=Lax`;
};

const rememberLocale = (locale: Locale) => {
  document.cookie = localeCookieString(locale, window.location.protocol === "https:");
};

/**
 * The header's session and locale machines (ADR 0008), loaded on the visitor's first move toward
 * the header (pointer, focus or touch) so that pages that never use them do not carry XState in
 * their first bytes (issue 10, the JS budget). It renders nothing: it runs the machines and tells
 * the header their state. The locale machine remembers the choice in the locale cookie and
 * navigates to that locale's home; the session machine forgets the user (the header shows the
 * guest links at once), drops the user cookie and goes to the server's logout.
 */
export default function ChromeMachines({
  user,
  locale,
  logoutPath,
  dispatchRef,
  pendingRef,
  onState,
}: ChromeMachinesProps) {
  const navigate = useNavigate();
  const [session, sendSession] = useMachine(
    sessionMachine.provide({
      actors: {
        fetchProfile: fromPromise(async () => {
          const response = await fetch("/api/custom/me", { headers: { accept: "application/json" } });
          if (!response.ok) throw new Error(`profile: ${response.status}`);
          return (await response.json()) as ProfileAnswer;
        }),
      },
      actions: {
        // The session cookie is httpOnly: the server's logout clears it.
        clearUserCookie: () => expireCookie(userCookie),
        goToServerLogout: () => window.location.assign(logoutPath),
        // Spec §8: a failed profile load is only logged.
        logProfileError: (_, { error }) => console.warn("session: profile not loaded", error),
      },
    }),
    { input: { hasUserCookie: user !== null, user } },
  );
  const [localeState, sendLocale] = useMachine(
    localeMachine.provide({
      actions: {
        persistLocale: (_, { locale: chosen }) => rememberLocale(chosen),
        navigate: (_, { path }) => void navigate(path),
      },
    }),
    { input: { locale } },
  );
  const signedIn = session.matches("signedIn");

  useLayoutEffect(() => {
    const send = (click: ChromeClick) => {
      if (click.type === "locale.switch") sendLocale(click);
      else if (signedIn) sendSession(click);
      else window.location.assign(logoutPath);
    };
    dispatchRef.current = send;
    const waiting = pendingRef.current;
    pendingRef.current = null;
    if (waiting) send(waiting);
    return () => {
      dispatchRef.current = null;
    };
  }, [dispatchRef, pendingRef, sendLocale, sendSession, signedIn, logoutPath]);

  const sessionFlow = flowName(session.value);
  const currentLocale = localeState.context.locale;
  const currentUser = signedIn ? session.context.user : null;
  useEffect(() => {
    onState({ session: sessionFlow, locale: currentLocale, user: currentUser });
  }, [onState, sessionFlow, currentLocale, currentUser]);
  return null;
}
