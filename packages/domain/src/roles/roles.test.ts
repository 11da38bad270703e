import { describe, expect, it } from "vitest";
import { backofficeMenuLabels, isBackofficeMenuLabel } from "../backoffice/messages.ts";
import { messages } from "../messages/messages.ts";
import {
  accountMenu,
  adminMenu,
  accountMenus,
  can,
  canManageUser,
  hasRole,
  landingPath,
  permissions,
  permissionsOf,
  toSessionUser,
  type SessionUser,
  type UserRole,
} from "./roles.ts";

const user = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: "1",
  role: "Customer",
  isAdmin: false,
  hasAccountingRole: false,
  active: true,
  ...overrides,
});

describe("spec §6: role check", () => {
  it("lets Master always pass, even with an empty list", () => {
    expect(hasRole(user({ role: "Master" }), [])).toBe(true);
    expect(hasRole(user({ role: "Master" }), ["Agent"])).toBe(true);
  });
  it("otherwise needs the role in the list; an empty list denies", () => {
    expect(hasRole(user({ role: "Agent" }), ["Agent"])).toBe(true);
    expect(hasRole(user({ role: "Customer" }), ["Agent"])).toBe(false);
    expect(hasRole(user({ role: "Customer" }), [])).toBe(false);
  });
  it("denies visitors and disabled users", () => {
    expect(hasRole(null, ["Customer"])).toBe(false);
    expect(hasRole(user({ role: "Master", active: false }), [])).toBe(false);
  });
});

describe("spec §6: permissions", () => {
  it("grants by role, admin flag and accounting role", () => {
    expect(permissionsOf(null)).toEqual([]);
    expect(can(user(), "reservations.read.own")).toBe(true);
    expect(can(user(), "admin.access")).toBe(false);
    expect(can(user({ role: "Agent" }), "agent.access")).toBe(true);
    expect(can(user({ isAdmin: true }), "admin.access")).toBe(true);
    expect(can(user({ isAdmin: true }), "accounting.access")).toBe(false);
    expect(can(user({ isAdmin: true, hasAccountingRole: true }), "accounting.access")).toBe(true);
    expect(can(user({ hasAccountingRole: true }), "accounting.access")).toBe(false);
    expect(permissionsOf(user({ role: "Master" }))).toEqual([...permissions]);
    expect(can(user({ role: "Master", active: false }), "admin.access")).toBe(false);
  });
  it("reads legacy user records", () => {
    expect(toSessionUser({ id: 7, U_Role: "Agent", U_Admin: "on", status: true })).toEqual(
      user({ id: "7", role: "Agent", isAdmin: true }),
    );
    expect(toSessionUser({ id: "8", U_Role: "Bogus", status: false, accounting: "on", U_Admin: true })).toEqual(
      user({ id: "8", isAdmin: true, active: false, hasAccountingRole: true }),
    );
    expect(toSessionUser({ id: 9, accounting: true }).hasAccountingRole).toBe(true);
  });
});

describe("spec §6: account menu by role", () => {
  const paths = (u: SessionUser | null) => accountMenu(u).map((item) => item.path);
  it("gives customers Rezervasyonlarım, Ayarlar and Çıkış Yap", () => {
    expect(accountMenu(user()).map((i) => messages[i.label].tr)).toEqual(["Rezervasyonlarım", "Ayarlar", "Çıkış Yap"]);
    expect(paths(user())).toEqual(["/user/dashboard", "/user/settings", "/logout"]);
    expect(accountMenu(user()).at(-1)?.kind).toBe("logout");
  });
  it("gives admins the admin entries, Muhasebe only with the accounting role", () => {
    expect(accountMenu(user({ isAdmin: true })).map((i) => messages[i.label].tr)).toEqual([
      "Dashboard",
      "Müşteri Notları",
      "Teklifler",
      "Rezervasyonlar",
      "Operasyon",
      "Ayarlar",
      "Çıkış Yap",
    ]);
    expect(paths(user({ isAdmin: true, hasAccountingRole: true }))).toEqual([
      "/admin/dashboard",
      "/admin/notes",
      "/admin/offer",
      "/admin/reservations",
      "/admin/availability",
      "/admin/accounting",
      "/user/settings",
      "/logout",
    ]);
    expect(paths(user({ role: "Master" }))).toContain("/admin/accounting");
  });
  it("gives agents their dashboard, offers and reservations", () => {
    expect(paths(user({ role: "Agent" }))).toEqual([
      "/agent/dashboard",
      "/agent/offer",
      "/agent/reservations",
      "/user/settings",
      "/logout",
    ]);
  });
  it("gives the back office's side navigation the account menu's admin entries", () => {
    const labels = (u: SessionUser) =>
      adminMenu(u).map((i) => (isBackofficeMenuLabel(i.label) ? backofficeMenuLabels[i.label] : messages[i.label]).tr);
    const admin = user({ isAdmin: true });
    expect(labels(admin)).toEqual([
      "Dashboard",
      "Müşteri Notları",
      "Teklifler",
      "Rezervasyonlar",
      "Operasyon",
      "Turlar",
    ]);
    // The back office's own pages are in its side navigation, not in the account menu (spec §6).
    expect(accountMenu(admin).map((i) => i.path)).not.toContain("/admin/tour/allTours");
    expect(labels(user({ isAdmin: true, hasAccountingRole: true }))).toContain("Muhasebe");
    expect(labels(user({ role: "Master" }))).toContain("Muhasebe");
    // The reports (issue 26) are money: the accounting role and Master, after the back office's own pages.
    expect(labels(admin)).not.toContain("Raporlar");
    expect(labels(user({ isAdmin: true, hasAccountingRole: true })).slice(-2)).toEqual(["Turlar", "Raporlar"]);
    expect(adminMenu(user({ role: "Master" })).map((i) => i.path)).toContain("/admin/reports");
    // The account menu's admin entries are the side navigation's first entries (one rule).
    expect(accountMenu(admin).slice(0, 5)).toEqual(adminMenu(admin).slice(0, 5));
    expect(adminMenu(user({ role: "Agent" }))).toEqual([]);
    expect(adminMenu(user({ hasAccountingRole: true }))).toEqual([]);
    expect(adminMenu(null)).toEqual([]);
  });
  it("gives visitors and disabled users nothing", () => {
    expect(accountMenu(null)).toEqual([]);
    expect(accountMenu(user({ active: false }))).toEqual([]);
  });
  it("has unique ids in every menu", () => {
    const ids = Object.values(accountMenus).flatMap((items) => items.map((i) => i.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("landingPath: where signing in leads (issue 22)", () => {
  it("sends staff to the back office, agents to their area, customers to their reservations", () => {
    expect(landingPath(user({ isAdmin: true }))).toBe("/admin/dashboard");
    expect(landingPath(user({ role: "Master" }))).toBe("/admin/dashboard");
    expect(landingPath(user({ role: "Agent", isAdmin: true }))).toBe("/admin/dashboard");
    expect(landingPath(user({ role: "Agent" }))).toBe("/agent/dashboard");
    expect(landingPath(user())).toBe("/user/dashboard");
  });
  it("gives a disabled account or a visitor no staff or agent area", () => {
    expect(landingPath(user({ isAdmin: true, active: false }))).toBe("/user/dashboard");
    expect(landingPath(user({ role: "Agent", active: false }))).toBe("/user/dashboard");
    expect(landingPath(null)).toBe("/user/dashboard");
  });
  it("is always an entry of the user's own account menu", () => {
    for (const candidate of [user({ isAdmin: true }), user({ role: "Master" }), user({ role: "Agent" }), user()]) {
      expect(accountMenu(candidate).map((item) => item.path)).toContain(landingPath(candidate));
    }
  });
});

describe("canManageUser (only a Master changes a Master)", () => {
  const someone = (role: UserRole, isAdmin = false, active = true): SessionUser => ({
    id: role,
    role,
    isAdmin,
    hasAccountingRole: false,
    active,
  });
  it("lets an admin manage customers and agents but not a Master", () => {
    const admin = someone("Customer", true);
    expect(canManageUser(admin, { role: "Customer" })).toBe(true);
    expect(canManageUser(admin, { role: "Agent" })).toBe(true);
    expect(canManageUser(admin, { role: "Master" })).toBe(false);
  });
  it("lets a Master manage a Master", () => {
    expect(canManageUser(someone("Master"), { role: "Master" })).toBe(true);
  });
  it("refuses anyone without users.manage, and a disabled Master", () => {
    expect(canManageUser(someone("Agent"), { role: "Customer" })).toBe(false);
    expect(canManageUser(null, { role: "Customer" })).toBe(false);
    expect(canManageUser(someone("Master", false, false), { role: "Customer" })).toBe(false);
  });
});
