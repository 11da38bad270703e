import type { BackofficeMenuLabel } from "../backoffice/messages.ts";
import type { MenuLabelCode } from "../messages/messages.ts";

/** Spec §3, §6: U_Role values. Admin is a separate flag (U_Admin on), accounting a further one. */
export const userRoles = ["Customer", "Agent", "Master"] as const;
export type UserRole = (typeof userRoles)[number];

/** What the rules need to know about a signed-in user. */
export interface SessionUser {
  id: string;
  role: UserRole;
  /** U_Admin on. */
  isAdmin: boolean;
  /** Holds the accounting role (spec §6: Muhasebe only for such admins). */
  hasAccountingRole: boolean;
  /** status false means disabled (spec §3): such a user is treated as signed out. */
  active: boolean;
}

/** A visitor is `null`. */
export type Viewer = SessionUser | null;

export function isUserRole(value: unknown): value is UserRole {
  return typeof value === "string" && (userRoles as readonly string[]).includes(value);
}

/** Reads the legacy user record fields (U_Role, U_Admin, status) into a SessionUser. */
export function toSessionUser(record: {
  id: string | number;
  U_Role?: unknown;
  U_Admin?: unknown;
  status?: unknown;
  accounting?: unknown;
}): SessionUser {
  return {
    id: String(record.id),
    role: isUserRole(record.U_Role) ? record.U_Role : "Customer",
    isAdmin: record.U_Admin === "on" || record.U_Admin === true,
    hasAccountingRole: record.accounting === true || record.accounting === "on",
    active: record.status !== false,
  };
}

/**
 * Spec §6 role check: Master always passes; otherwise the user's role must be in the allowed
 * list; an empty list denies. Visitors and disabled users never pass.
 */
export function hasRole(user: Viewer, allowed: readonly UserRole[]): boolean {
  if (!user || !user.active) return false;
  if (user.role === "Master") return true;
  return allowed.includes(user.role);
}

export const permissions = [
  "reservations.read.own",
  "reservations.create",
  "settings.own",
  "agent.access",
  "offers.manage.own",
  "reservations.manage.agency",
  "admin.access",
  "users.list",
  "users.manage",
  "notes.access",
  "offers.manage.all",
  "reservations.manage.all",
  "availability.access",
  "accounting.access",
] as const;
export type Permission = (typeof permissions)[number];

const signedIn: readonly Permission[] = ["reservations.read.own", "reservations.create", "settings.own"];
const agent: readonly Permission[] = ["agent.access", "offers.manage.own", "reservations.manage.agency"];
const admin: readonly Permission[] = [
  "admin.access",
  "users.list",
  "users.manage",
  "notes.access",
  "offers.manage.all",
  "reservations.manage.all",
  "availability.access",
];

/** Every permission of a user; deny by default (visitors and disabled users get none). */
export function permissionsOf(user: Viewer): Permission[] {
  if (!user || !user.active) return [];
  if (user.role === "Master") return [...permissions];
  const granted = new Set<Permission>(signedIn);
  if (user.role === "Agent") agent.forEach((p) => granted.add(p));
  if (user.isAdmin) {
    admin.forEach((p) => granted.add(p));
    if (user.hasAccountingRole) granted.add("accounting.access");
  }
  return permissions.filter((p) => granted.has(p));
}

export function can(user: Viewer, permission: Permission): boolean {
  return permissionsOf(user).includes(permission);
}

/**
 * Spec §6: Master is all-powerful, so only a Master may change (disable, edit) a Master's account;
 * other accounts need `users.manage`.
 */
export function canManageUser(actor: Viewer, target: Pick<SessionUser, "role">): boolean {
  if (!can(actor, "users.manage")) return false;
  return target.role !== "Master" || actor?.role === "Master";
}

export interface AccountMenuItem {
  id: string;
  label: MenuLabelCode;
  /** Site path; for logout the site navigates to {api}/auth/logout (spec §4, §7). */
  path: string;
  kind: "link" | "logout";
}

const item = (id: string, label: MenuLabelCode, path: string): AccountMenuItem => ({ id, label, path, kind: "link" });

/** Spec §6 account menu entries per audience, as data. */
export const accountMenus = {
  customer: [item("myReservations", "menu.myReservations", "/user/dashboard")],
  admin: [
    item("adminDashboard", "menu.dashboard", "/admin/dashboard"),
    item("customerNotes", "menu.customerNotes", "/admin/notes"),
    item("adminOffers", "menu.offers", "/admin/offer"),
    item("adminReservations", "menu.reservations", "/admin/reservations"),
    item("operations", "menu.operations", "/admin/availability"),
  ],
  accounting: [item("accounting", "menu.accounting", "/admin/accounting")],

  agent: [
    item("agentDashboard", "menu.dashboard", "/agent/dashboard"),
    item("agentOffers", "menu.offers", "/agent/offer"),
    item("agentReservations", "menu.reservations", "/agent/reservations"),
  ],
  signedIn: [
    item("settings", "menu.settings", "/user/settings"),
    { id: "logout", label: "menu.logout", path: "/logout", kind: "logout" },
  ],
} as const satisfies Record<string, readonly AccountMenuItem[]>;

/**
 * The account menu of a user (ADR 0100): admins (and Master) get the admin entries (plus
 * Muhasebe with the accounting role; Master always), else agents the agent entries, else
 * customers 'Rezervasyonlarım'; everyone signed in gets Ayarlar and Çıkış Yap. Visitors: [].
 */
export function accountMenu(user: Viewer): AccountMenuItem[] {
  if (!user || !user.active) return [];
  const items: AccountMenuItem[] = [];
  if (user.isAdmin || user.role === "Master") {
    items.push(...staffMenu(user));
  } else if (user.role === "Agent") {
    items.push(...accountMenus.agent);
  } else {
    items.push(...accountMenus.customer);
  }
  items.push(...accountMenus.signedIn);
  return items;
}

/**
 * The §6 admin entries of a staff member: Dashboard, Müşteri Notları, Teklifler, Rezervasyonlar,
 * Operasyon, and Muhasebe only with the accounting role (Master always); non-staff get [].
 * The account menu and the back office's side navigation (issue 24) both use it: one rule.
 */
function staffMenu(user: Viewer): AccountMenuItem[] {
  if (!can(user, "admin.access")) return [];
  return [...accountMenus.admin, ...(can(user, "accounting.access") ? accountMenus.accounting : [])];
}

/** An entry of the back office's side navigation: a §6 entry, or one worded by `backofficeMenuLabels`. */
export interface AdminMenuItem extends Omit<AccountMenuItem, "label"> {
  label: MenuLabelCode | BackofficeMenuLabel;
}

/** The back office's own pages (issue 25): in its side navigation only, not in the account menu. */
export const backOfficeMenu: readonly AdminMenuItem[] = [
  { id: "adminTours", label: "menu.tours", path: "/admin/tour/allTours", kind: "link" },
];

/** The reports (issue 26): money, so for the accounting role and Master, like Muhasebe. */
export const accountingBackOfficeMenu: readonly AdminMenuItem[] = [
  { id: "reports", label: "menu.reports", path: "/admin/reports", kind: "link" },
];

/**
 * The back office's side navigation: the §6 entries of the account menu (`staffMenu`, first and
 * in the same order), then the pages only the back office links (Turlar, issue 25).
 */
export function adminMenu(user: Viewer): AdminMenuItem[] {
  const entries = staffMenu(user);
  if (entries.length === 0) return [];
  return [...entries, ...backOfficeMenu, ...(can(user, "accounting.access") ? accountingBackOfficeMenu : [])];
}

/**
 * Where a user lands after signing in when no `redirect` says otherwise (issue 22): staff
 * (admins and Master) on the back office's dashboard, agents on theirs, customers on their
 * reservations. The first entry of each audience's account menu, so the two never disagree.
 */
export function landingPath(user: Viewer): string {
  if (user && user.active && (user.isAdmin || user.role === "Master")) return accountMenus.admin[0].path;
  if (user && user.active && user.role === "Agent") return accountMenus.agent[0].path;
  return accountMenus.customer[0].path;
}
