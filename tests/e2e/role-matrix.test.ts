import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite, type RunningSite } from "../support/server.ts";

// Issue 6: every site route under /user, /agent and /admin, in both locales, for a visitor and
// for each role. The routes come from the built server, so a new page is covered automatically.
// Demo mode (embedded database, not production) provides one account per role.

type Role = "visitor" | "customer" | "agent" | "admin" | "master";
const accounts: Record<Exclude<Role, "visitor">, string> = {
  customer: "customer@rihla.example",
  agent: "agent@rihla.example",
  admin: "admin@rihla.example",
  master: "master@rihla.example",
};
const demoPassword = "Rihla2026!demo";
/** Pages a visitor must reach: signing in, signing up and the links of the account mails. */
const publicPages = new Set([
  "user/login",
  "user/signUp",
  "user/confirm-account",
  "user/forgotPassword",
  "user/setPassword",
]);
/** Pages a signed-in user is sent away from, to their own area (issue 22). */
const guestOnly = new Set(["user/login", "user/signUp"]);

type Outcome = "ok" | "login" | "forbidden" | "dashboard" | "notFound";

/**
 * Pages of one record. The learning pages are opened with a real demo record (issue 13's seed), so
 * every signed-in role must see them; any other page with a parameter is opened with the
 * placeholder itself as its id: the role checks run first, then a role that may enter finds no
 * such record.
 */
const realRecords: Record<string, { tr: string; en: string }> = {
  "user/quiz/:quiz": { tr: "quiz-1", en: "quiz-1" },
  "user/lms/:link": { tr: "umre-adim-adim", en: "umrah-step-by-step" },
  "user/entry/:id": { tr: "1", en: "1" },
};
const samplePath = (routePath: string) => {
  const english = routePath.startsWith("en/");
  const record = realRecords[routePath.replace(/^en\//, "")];
  if (!record) return routePath;
  return routePath.replace(/:\w+/, english ? record.en : record.tr);
};

function expected(page: string, role: Role): Outcome {
  if (publicPages.has(page)) return role !== "visitor" && guestOnly.has(page) ? "dashboard" : "ok";
  if (role === "visitor") return "login";
  // A staff page of one record opened with the placeholder as its id finds no such record.
  if (page.startsWith("admin/")) {
    // Spec §6 (issue 26): the books and the reports only for the accounting role; the demo admin
    // has none, Master all.
    const accounting = page.startsWith("admin/accounting") || page.startsWith("admin/reports");
    if (accounting && role !== "master") return "forbidden";
    if (role !== "admin" && role !== "master") return "forbidden";
    return page.includes(":") ? "notFound" : "ok";
  }
  const allowed = page.startsWith("agent/") ? role === "agent" || role === "master" : true;
  if (!allowed) return "forbidden";
  return page.includes(":") && !(page in realRecords) ? "notFound" : "ok";
}

/** Where each role lands (issue 22): staff in the back office, agents in theirs, customers on their page. */
const landing: Record<Exclude<Role, "visitor">, string> = {
  customer: "/user/dashboard",
  agent: "/agent/dashboard",
  admin: "/admin/dashboard",
  master: "/admin/dashboard",
};

function outcome(response: Response, role: Role): Outcome | string {
  const location = response.headers.get("location") ?? "";
  if (response.status === 200) return "ok";
  if (response.status === 403) return "forbidden";
  if (response.status === 404) return "notFound";
  if (response.status === 302 && /\/user\/login\?redirect=/.test(location)) return "login";
  if (response.status === 302 && role !== "visitor" && location.endsWith(landing[role])) return "dashboard";
  return `${response.status} ${location}`;
}

let site: RunningSite;
const cookies = new Map<Role, string>();
let pages: string[] = [];

beforeAll(async () => {
  site = await startSite({ RIHLA_ENV: "development" });
  const build = (await import(pathToFileURL(path.resolve("apps/site/build/server/index.js")).href)) as {
    routes: Record<string, { path?: string }>;
  };
  pages = Object.values(build.routes)
    .map((route) => route.path ?? "")
    .filter((routePath) => /^(en\/)?(user|agent|admin)\//.test(routePath));
  for (const [role, email] of Object.entries(accounts)) {
    const response = await fetch(`${site.url}/auth/local`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: site.url },
      body: JSON.stringify({ email, password: demoPassword }),
    });
    expect(response.status, `${role} signs in`).toBe(200);
    const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith("rihla_session="));
    cookies.set(role as Role, session?.split(";")[0] ?? "");
  }
});
afterAll(() => site?.stop());

describe("site role matrix", () => {
  it("finds the account pages in both locales", () => {
    expect(pages).toContain("user/settings");
    expect(pages).toContain("en/user/settings");
    for (const page of Object.keys(realRecords)) expect(pages).toContain(page);
    expect(pages.length).toBeGreaterThanOrEqual(18);
  });

  it("gives every role exactly the pages it may open: 0 unexpected successes", async () => {
    const roles: Role[] = ["visitor", "customer", "agent", "admin", "master"];
    const mismatches: string[] = [];
    let checked = 0;
    for (const routePath of pages) {
      const page = routePath.replace(/^en\//, "");
      for (const role of roles) {
        const cookie = cookies.get(role);
        const response = await fetch(`${site.url}/${samplePath(routePath)}`, {
          redirect: "manual",
          headers: cookie ? { cookie } : {},
        });
        await response.body?.cancel();
        const got = outcome(response, role);
        const want = expected(page, role);
        checked += 1;
        if (got !== want) mismatches.push(`${role} ${routePath}: expected ${want}, got ${got}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBe(pages.length * roles.length);
  });
});
