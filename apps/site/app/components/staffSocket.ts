import type { StaffEvent, StaffSocketClientEvents, StaffSocketServerEvents, StaffViewer } from "@rihla/api";
import { useEffect, useRef, useState } from "react";
import { useLocation, useRevalidator } from "react-router";
import type { Socket } from "socket.io-client";

type StaffSocket = Socket<StaffSocketServerEvents, StaffSocketClientEvents>;

/**
 * The spec's socket (§4, §9): websocket transport only, reconnection after 1 s growing to 5 s
 * with 0.5 jitter, 20 s to connect. Only back-office pages import this module, and the client
 * library itself loads with `import()` after hydration: public pages carry none of it
 * (scripts/bundle-budget.ts `isAdminModule`).
 */
export const staffSocketOptions = {
  path: "/socket.io/",
  transports: ["websocket"],
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20000,
} as const;

/** Spec §4: the socket opens only on paths starting with /admin (in either locale). */
export function isAdminPath(pathname: string): boolean {
  return /^\/(?:en\/)?admin(?:\/|$)/.test(pathname);
}

// One connection for every back-office screen of the tab: a page change inside /admin keeps it.
let shared: Promise<StaffSocket> | undefined;
let users = 0;
let closeTimer: ReturnType<typeof setTimeout> | undefined;

function acquire(): Promise<StaffSocket> {
  users++;
  clearTimeout(closeTimer);
  // The API's base is this page's origin: the site and the API share one port.
  shared ??= import("socket.io-client").then(
    ({ io }) => io({ ...staffSocketOptions, transports: [...staffSocketOptions.transports] }) as StaffSocket,
  );
  return shared;
}

function release(): void {
  users--;
  // Leaving one admin page for another unmounts before it mounts: close only if nobody is back soon.
  closeTimer = setTimeout(() => {
    if (users > 0 || !shared) return;
    const closing = shared;
    shared = undefined;
    void closing.then((socket) => socket.close());
  }, 2000);
}

/** Calls `onEvent` for every staff event while the page is open on an /admin path. */
export function useStaffEvents(onEvent: (event: StaffEvent) => void): void {
  const { pathname } = useLocation();
  const admin = isAdminPath(pathname);
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => {
    if (!admin) return;
    let socket: StaffSocket | undefined;
    let gone = false;
    const listener = (event: StaffEvent) => latest.current(event);
    void acquire().then((s) => {
      if (gone) return;
      socket = s;
      socket.on("staff.event", listener);
    });
    return () => {
      gone = true;
      socket?.off("staff.event", listener);
      release();
    };
  }, [admin]);
}

/**
 * Reloads the page's data (its loaders, no reload of the page) when an event concerns it: every
 * event by default, or those `matches` accepts. Bursts (a bulk change) make one reload.
 */
export function useRevalidateOnStaffEvents(matches: (event: StaffEvent) => boolean = () => true): void {
  const revalidator = useRevalidator();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useStaffEvents((event) => {
    if (!matches(event)) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void revalidator.revalidate(), 150);
  });
}

/** Who else has reservation `code` open (other staff, by name); empty until the socket answers. */
export function useReservationViewers(code: string, selfId: string): StaffViewer[] {
  const { pathname } = useLocation();
  const admin = isAdminPath(pathname);
  const [viewers, setViewers] = useState<StaffViewer[]>([]);
  useEffect(() => {
    if (!admin) return;
    let socket: StaffSocket | undefined;
    let gone = false;
    const onPresence = (answer: { code: string; viewers: StaffViewer[] }) => {
      if (answer.code === code) setViewers(answer.viewers.filter((viewer) => viewer.userId !== selfId));
    };
    // Again after each reconnection: the server forgot this socket's rooms.
    const join = () => socket?.emit("presence.join", code);
    void acquire().then((s) => {
      if (gone) return;
      socket = s;
      socket.on("presence", onPresence);
      socket.on("connect", join);
      if (socket.connected) join();
    });
    return () => {
      gone = true;
      socket?.emit("presence.leave", code);
      socket?.off("presence", onPresence);
      socket?.off("connect", join);
      setViewers([]);
      release();
    };
  }, [admin, code, selfId]);
  return viewers;
}
