import type { Server as HttpServer, IncomingMessage } from "node:http";
import { createAdapter } from "@socket.io/postgres-adapter";
import { trustedSiteOrigin } from "@rihla/domain";
import pg from "pg";
import { Server } from "socket.io";
import type { ApiDeps } from "../../http/env.ts";
import { log } from "../../log.ts";
import { onStaffEvent, type StaffEvent } from "../admin-reservations/realtime.ts";
import { lookupSession } from "../../http/request-auth.ts";
import { sessionTokenOfCookieHeader, sessionUserOf } from "../../http/session.ts";
import { meets } from "../auth/guard.ts";

/** Where the socket answers on the site's port (socket.io's own default). */
export const staffSocketPath = "/socket.io/";

/** A staff member on a reservation's page (names only: the event channel carries no personal data). */
export interface StaffViewer {
  userId: string;
  name: string;
}

/** What the server sends (ADR 0206). */
export interface StaffSocketServerEvents {
  /** A change after its commit: screens refetch what they show. */
  "staff.event": (event: StaffEvent) => void;
  /** Who has a reservation's page open now, the receiver included. */
  presence: (answer: { code: string; viewers: StaffViewer[] }) => void;
}

/** What a staff screen sends. */
export interface StaffSocketClientEvents {
  "presence.join": (code: string) => void;
  "presence.leave": (code: string) => void;
}

interface SocketData {
  userId: string;
  name: string;
}

/** The error a refused handshake gives the client (`connect_error`): the API's codes and words. */
export interface StaffSocketRefusal extends Error {
  data: { code: "UNAUTHORIZED" | "FORBIDDEN"; message: string };
}

type StaffServer = Server<StaffSocketClientEvents, StaffSocketServerEvents, Record<string, never>, SocketData>;

export interface StaffSocketServer {
  io: StaffServer;
  /** Disconnects this process's sockets and stops the adapter; the HTTP server is its owner's to close. */
  close(): Promise<void>;
}

const staffRoom = "staff";
const reservationRoom = (code: string) => `reservation:${code}`;
const reservationCode = /^[A-Za-z0-9-]{1,40}$/;
/** A screen shows one reservation; a few tabs of one person are plenty. */
const maxPresenceRooms = 8;

function refusal(code: StaffSocketRefusal["data"]["code"]): StaffSocketRefusal {
  const message = code === "UNAUTHORIZED" ? "Sign in as staff first." : "Staff only.";
  return Object.assign(new Error(code), { data: { code, message } });
}

/**
 * The staff's live channel (issue 24, spec §4/§9): socket.io on the HTTP server the site and the
 * API already share, websocket transport only (no long polling, so several workers behind one
 * port need no sticky sessions). The handshake reads the session cookie through the API's own
 * session lookup and admits whoever passes the access table's "admin" requirement. On PostgreSQL
 * the broadcasts travel between processes through socket.io's PostgreSQL adapter; the embedded
 * database is one process and keeps socket.io's in-memory adapter.
 */
export interface StaffSocketOptions {
  /** How often every open socket's session is looked up again (default 60 s). */
  recheckMs?: number;
}

export async function attachStaffSocket(
  server: HttpServer,
  deps: ApiDeps,
  options: StaffSocketOptions = {},
): Promise<StaffSocketServer> {
  const { config } = deps;
  const pool = config.database.kind === "postgres" ? await adapterPool(config.database.url) : undefined;
  const io: StaffServer = new Server(server, {
    path: staffSocketPath,
    transports: ["websocket"],
    serveClient: false,
    // Cross-site WebSocket hijacking: a browser sends the cookie whatever page opens the socket,
    // so the Origin must be ours (the same rule as the API's CSRF check).
    allowRequest: (request, callback) => callback(null, sameOrigin(request, config.publicUrl, config.port)),
    ...(pool
      ? {
          adapter: createAdapter(pool, {
            errorHandler: (error: Error) => log.error({ err: error }, "realtime: postgres adapter"),
          }),
        }
      : {}),
  });

  // A stopping process tells no room who left: its adapter is going, and the clients reconnect
  // to another process and join again.
  let closing = false;
  const announceLater = (code: string) => setImmediate(() => void (closing || announce(io, code)));

  // Each socket's token, in this process only: socket.data travels between processes
  // (fetchSockets), a token must not.
  const tokens = new WeakMap<object, string>();

  io.use((socket, next) => {
    const token = sessionTokenOfCookieHeader(socket.request.headers.cookie);
    if (!token) return next(refusal("UNAUTHORIZED"));
    lookupSession(deps, token).then(
      (auth) => {
        if (!auth) return next(refusal("UNAUTHORIZED"));
        if (!meets(sessionUserOf(auth.user), "admin")) return next(refusal("FORBIDDEN"));
        socket.data = { userId: auth.user.id, name: `${auth.user.firstName} ${auth.user.surname}`.trim() };
        tokens.set(socket, token);
        next();
      },
      (error: unknown) => {
        log.error({ err: error }, "realtime: session lookup failed");
        next(new Error("INTERNAL_ERROR"));
      },
    );
  });

  io.on("connection", (socket) => {
    void socket.join(staffRoom);
    socket.on("presence.join", (code) => {
      if (typeof code !== "string" || !reservationCode.test(code)) return;
      const joined = [...socket.rooms].filter((room) => room.startsWith("reservation:"));
      if (joined.length >= maxPresenceRooms) return;
      void socket.join(reservationRoom(code));
      announceLater(code);
    });
    socket.on("presence.leave", (code) => {
      if (typeof code !== "string" || !socket.rooms.has(reservationRoom(code))) return;
      void socket.leave(reservationRoom(code));
      announceLater(code);
    });
    socket.on("disconnecting", () => {
      const codes = [...socket.rooms].flatMap((room) =>
        room.startsWith("reservation:") ? [room.slice("reservation:".length)] : [],
      );
      // Rooms are left once this handler returns; announceLater tells the others after that.
      codes.forEach(announceLater);
    });
  });

  // Published after each commit (admin-reservations/realtime.ts); through the adapter every
  // process's staff hear it.
  const unsubscribe = onStaffEvent(deps, (event) => io.to(staffRoom).emit("staff.event", event));

  // An open socket is not a session: one that ended (sign-out, password change, an account
  // disabled or no longer staff) is cut off. Soon after such a write in this process, and every
  // `recheckMs` for what other processes did.
  const recheck = () => {
    for (const socket of io.of("/").sockets.values()) {
      const token = tokens.get(socket);
      const still = token ? lookupSession(deps, token) : Promise.resolve(null);
      still.then(
        (auth) => {
          if (!auth || !meets(sessionUserOf(auth.user), "admin")) socket.disconnect(true);
        },
        (error: unknown) => log.error({ err: error }, "realtime: session recheck failed"),
      );
    }
  };
  const interval = setInterval(recheck, options.recheckMs ?? 60_000);
  interval.unref();
  let soon: ReturnType<typeof setTimeout> | undefined;
  const stopWatching = deps.database.watchWrites(({ verb, table }) => {
    if (table !== "users" && !(table === "sessions" && verb === "delete")) return;
    // The listener runs just before the statement: look again once it has committed.
    clearTimeout(soon);
    soon = setTimeout(recheck, 500);
    soon.unref();
  });

  return {
    io,
    close: async () => {
      closing = true;
      unsubscribe();
      stopWatching();
      clearInterval(interval);
      clearTimeout(soon);
      io.local.disconnectSockets(true);
      io.engine.close();
      await io.of("/").adapter.close();
      await pool?.end();
    },
  };
}

/** Tells a reservation's room who is in it (every process's sockets, through the adapter). */
async function announce(io: StaffServer, code: string): Promise<void> {
  try {
    const sockets = await io.in(reservationRoom(code)).fetchSockets();
    const viewers = new Map<string, StaffViewer>();
    for (const { data } of sockets) if (data.userId) viewers.set(data.userId, { userId: data.userId, name: data.name });
    io.to(reservationRoom(code)).emit("presence", { code, viewers: [...viewers.values()] });
  } catch (error) {
    log.error({ err: error }, "realtime: presence");
  }
}

function sameOrigin(request: IncomingMessage, publicUrl: string | undefined, port: number): boolean {
  const origin = request.headers.origin;
  // Not a browser (a browser always sends Origin on a WebSocket handshake): nothing ambient to abuse.
  if (!origin) return true;
  if (origin === trustedSiteOrigin(publicUrl, port)) return true;
  // The page's own host (behind a TLS proxy the request arrives as http while the page is https).
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * The adapter's own small pool: one connection LISTENs for good, the other sends. Kept apart from
 * the request pool so a busy page never waits behind it. Its table holds payloads over NOTIFY's
 * 8,000 bytes (ours are ids, so it stays empty); created under an advisory lock since workers
 * start together.
 */
async function adapterPool(url: string): Promise<pg.Pool> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on("error", (error) => log.error({ err: error }, "realtime: idle adapter connection lost"));
  const client = await pool.connect();
  try {
    await client.query("begin");
    await client.query("select pg_advisory_xact_lock(hashtext('rihla:socket_io_attachments'))");
    await client.query(
      "create table if not exists socket_io_attachments (id bigserial unique, created_at timestamptz default now(), payload bytea)",
    );
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => {});
    client.release();
    await pool.end();
    throw error;
  }
  client.release();
  return pool;
}
