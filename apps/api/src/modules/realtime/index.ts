/** The staff socket: what code outside the module (routes.ts, contract.ts, app.ts, index.ts, the seed) uses. */
export {
  attachStaffSocket,
  staffSocketPath,
  type StaffSocketServer,
  type StaffSocketServerEvents,
  type StaffSocketClientEvents,
  type StaffSocketRefusal,
  type StaffViewer,
} from "./staff-socket.ts";
