import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../app.ts";
import { createUser, signIn } from "../testing/accounts.ts";
import { createTestApi } from "../testing/test-api.ts";

/**
 * The role matrix: every route of the OpenAPI document (which a test keeps equal to the route
 * table), for visitor, customer, agent, admin and Master. Every route must be classified here, so
 * a new route fails this test until someone decides who may call it.
 */
type Audience = "public" | "session" | "agent" | "offers" | "admin" | "accounting" | "partner";
const protectedRoutes: Record<string, Audience> = {
  "GET /api/custom/me": "session",
  "GET /auth/login/success": "session",
  "GET /api/user/profile": "session",
  "PUT /api/user/profile": "session",
  "POST /api/user/photo": "session",
  "PUT /api/user/password": "session",
  "GET /api/user/sessions": "session",
  "DELETE /api/user/sessions/{id}": "session",
  "GET /api/user/reservations": "session",
  "GET /api/user/lms": "session",
  "GET /api/user/lms/{link}": "session",
  "GET /api/user/entries/{id}": "session",
  "PUT /api/user/entries/{id}/progress": "session",
  "POST /api/user/quiz-results": "session",
  // Issue 27: the customer's own WhatsApp opt-in, read and withdrawn on their settings page.
  "GET /api/user/whatsapp-consent": "session",
  "DELETE /api/user/whatsapp-consent": "session",
  "POST /api/reservations": "session",
  "POST /api/reservations/service": "session",
  "GET /api/reservations": "session",
  "GET /api/reservations/{code}": "session",
  "PATCH /api/reservations/{code}": "session",
  "GET /api/reservations/{code}/events": "session",
  "POST /api/reservations/{code}/cancel": "session",
  "POST /api/reservations/{code}/confirm": "admin",
  "POST /api/admin/reservations/{code}/status": "admin",
  "POST /api/admin/reservations/{code}/hold": "admin",
  "POST /api/agent/offers": "offers",
  "GET /api/agent/offers": "offers",
  "GET /api/agent/offers/{id}": "offers",
  "POST /api/agent/offers/{id}/convert": "offers",
  "GET /api/agent/dashboard": "agent",
  "GET /api/agent/departures": "agent",
  "PUT /api/uye/{userId}": "session",
  "GET /rest/custom/users": "admin",
  "PATCH /api/admin/users/{id}": "admin",
  // The back office (issue 24).
  "GET /api/admin/users": "admin",
  "GET /api/admin/users/{id}": "admin",
  "GET /api/admin/reservations": "admin",
  "GET /api/admin/reservations/export": "admin",
  "GET /api/admin/reservations/{code}": "admin",
  "POST /api/admin/reservations/{code}/passengers/{passengerId}/identity": "admin",
  "GET /api/admin/reservations/{code}/events": "admin",
  "GET /api/admin/notes": "admin",
  "POST /api/admin/notes": "admin",
  "GET /api/admin/notes/{id}": "admin",
  "PATCH /api/admin/notes/{id}": "admin",
  "GET /api/admin/customers": "admin",
  "GET /api/admin/customers/birthdays": "admin",
  "GET /api/admin/customers/{id}": "admin",
  "PATCH /api/admin/customers/{id}": "admin",
  "GET /api/admin/customers/{id}/data-export": "admin",
  "POST /api/admin/customers/{id}/erase": "admin",
  // Click-to-call (issue 27): staff ring a number from their extension, and read the log.
  "POST /api/admin/calls": "admin",
  "GET /api/admin/calls": "admin",
  // Issue 27: the staff's extensions and the forms inbox (read-only).
  "GET /api/admin/phones": "admin",
  "GET /api/admin/form-submissions": "admin",
  "GET /api/admin/form-submissions/{kind}/{id}": "admin",
  "PATCH /api/admin/contact-requests/{id}": "admin",
  "PATCH /api/admin/form-submissions/{kind}/{id}": "admin",
  "POST /api/admin/form-submissions/{kind}/{id}/reply": "admin",
  "GET /api/admin/dashboard": "admin",
  // Issue 25: the catalogue's editing.
  "GET /api/admin/tours": "admin",
  "POST /api/admin/tours": "admin",
  "GET /api/admin/tours/{id}": "admin",
  "PATCH /api/admin/tours/{id}": "admin",
  "POST /api/admin/tours/{id}/departures": "admin",
  "POST /api/admin/tours/{id}/gallery": "admin",
  "PATCH /api/admin/departures/{id}": "admin",
  // Operations (issue 25): rooming, readiness and visas of a departure.
  "GET /api/admin/departures/{id}/rooming": "admin",
  "POST /api/admin/departures/{id}/rooming": "admin",
  "GET /api/admin/departures/{id}/rooming/export": "admin",
  "GET /api/admin/departures/{id}/readiness": "admin",
  "GET /api/admin/departures/{id}/readiness/export": "admin",
  "PUT /api/admin/departures/{id}/visas": "admin",
  "GET /api/admin/operations/readiness": "admin",
  "GET /api/admin/availability": "admin",
  "POST /api/admin/departures/{id}/readiness/reminders": "admin",
  "GET /api/admin/operations/days/{date}": "admin",
  "GET /api/admin/operations/days/{date}/export": "admin",
  // The books (issue 26): the accounting role and Master only.
  "GET /api/admin/cash-desks": "accounting",
  "POST /api/admin/cash-desks": "accounting",
  "PATCH /api/admin/cash-desks/{id}": "accounting",
  "GET /api/admin/exchange-rates": "accounting",
  "GET /api/admin/transactions": "accounting",
  "POST /api/admin/transactions": "accounting",
  "POST /api/admin/transactions/{id}/reverse": "accounting",
  // The reports (issue 26): money, so the accounting role and Master only.
  "GET /api/admin/reports/{kind}": "accounting",
  "GET /api/admin/reports/{kind}/export": "accounting",
  // Invoices (issue 26): money, so the accounting role and Master only.
  "GET /api/admin/invoices": "accounting",
  "POST /api/admin/invoices": "accounting",
  "GET /api/admin/invoices/{id}": "accounting",
  "POST /api/admin/invoices/{id}/cancel": "accounting",
  "GET /api/admin/invoices/{id}/pdf": "accounting",
  // Staff set a reservation's payment plan (issue 26).
  "PUT /api/admin/reservations/{code}/payment-plan": "admin",
  // Issue 25: the private-Umrah requests as a pipeline.
  "GET /api/admin/private-tours": "admin",
  "GET /api/admin/private-tours/{id}": "admin",
  "PATCH /api/admin/private-tours/{id}": "admin",
  // WhatsApp (issue 27): consent, sending, broadcasts and conversations.
  "GET /api/admin/customers/{id}/whatsapp-consent": "admin",
  "PUT /api/admin/customers/{id}/whatsapp-consent": "admin",
  "DELETE /api/admin/customers/{id}/whatsapp-consent": "admin",
  "POST /api/admin/whatsapp/messages": "admin",
  "POST /api/admin/departures/{id}/whatsapp-broadcast": "admin",
  "GET /api/admin/whatsapp/conversations": "admin",
  "GET /api/admin/whatsapp/conversations/{customerId}": "admin",
  // Staff offers (issue 26): all offers, made and converted by staff.
  "GET /api/admin/offers": "admin",
  "POST /api/admin/offers": "admin",
  "GET /api/admin/offers/{id}": "admin",
  "POST /api/admin/offers/{id}/convert": "admin",
  "GET /api/admin/offer-departures": "admin",
  // API clients for partner sites (issue 27): staff make, rotate and revoke them.
  "GET /api/admin/api-clients": "admin",
  "POST /api/admin/api-clients": "admin",
  "POST /api/admin/api-clients/{id}/rotate": "admin",
  "POST /api/admin/api-clients/{id}/revoke": "admin",
  // The partner API (issue 27): a client's key only, never a session; every role here is 401.
  "GET /api/partner/tours": "partner",
  "GET /api/partner/tours/{link}": "partner",
  "GET /api/partner/departures/{id}": "partner",
  "POST /api/partner/reservations": "partner",
};
const publicRoutes = new Set([
  "GET /api/health",
  "GET /api/site",
  "GET /api/page/find",
  "GET /api/page/faq",
  "GET /api/redirects/check",
  "GET /api/short-links/{id}",
  "GET /api/tours",
  "GET /api/tour-lists",
  "GET /api/tour-routes",
  "GET /api/ongoing-departures",
  "GET /api/tours/{link}",
  "GET /api/tour-links/{link}",
  "GET /api/departures/{id}",
  "GET /api/tour-groups/{link}",
  "GET /api/reviews",
  "GET /api/hotels",
  "GET /api/hotels/{id}",
  "GET /api/holidays",
  "GET /api/quizzes",
  "GET /api/quizzes/{id}",
  "GET /api/campaigns",
  "POST /api/contact-requests",
  "POST /api/information-requests",
  "POST /api/newsletter-subscriptions",
  "POST /api/newsletter-subscriptions/confirm",
  "POST /api/newsletter-subscriptions/unsubscribe",
  "GET /img/{path}",
  "POST /auth/local",
  "GET /auth/logout",
  "POST /auth/logout",
  "POST /api/auth/signup",
  "POST /api/auth/confirm",
  "POST /api/auth/resend-confirmation",
  "POST /api/auth/forgot-password",
  "POST /api/auth/set-password",
  "GET /auth/google",
  "GET /auth/google/callback",
  "GET /uploads/photos/{file}",
  "GET /api/altcha/challenge",
  "GET /api/auth/providers",
  "GET /api/openapi.json",
  "GET /api/docs",
  "GET /api/offers/shared/{token}",
  // Meta calls these: the GET checks the verify token, the POST the body's HMAC signature.
  "GET /api/whatsapp/webhook",
  "POST /api/whatsapp/webhook",
]);

const roles = ["visitor", "customer", "agent", "admin", "accountant", "master"] as const;
type Role = (typeof roles)[number];
const allowed: Record<Audience, readonly Role[]> = {
  public: roles,
  session: ["customer", "agent", "admin", "accountant", "master"],
  agent: ["agent", "master"],
  // Offers: agents (their own), staff (all).
  offers: ["agent", "admin", "accountant", "master"],
  admin: ["admin", "accountant", "master"],
  // Spec §6: Muhasebe is for admins with the accounting role (and Master); a plain admin is refused.
  accounting: ["accountant", "master"],
  // A partner key is no one's session: signed in or not, every role is refused with 401.
  partner: [],
};

let api: RihlaApi;
let routes: string[];
let victimId: string;
const emails: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  api = await createTestApi({ rateLimit: { max: 100_000, windowMs: 60_000 } });
  const document = (await (await api.app.request("/api/openapi.json")).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  routes = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
  victimId = (await createUser(api)).id;
  emails.customer = (await createUser(api)).email;
  emails.agent = (await createUser(api, { role: "Agent" })).email;
  emails.admin = (await createUser(api, { isAdmin: true })).email;
  emails.accountant = (await createUser(api, { isAdmin: true, hasAccountingRole: true })).email;
  emails.master = (await createUser(api, { role: "Master" })).email;
});
afterAll(() => api.close());

/** One request as a role, with a fresh session each time (some routes end the session). */
async function call(route: string, role: Role): Promise<number> {
  const [method, template] = route.split(" ") as [string, string];
  const path = template.replace(/\{(id|userId)\}/g, victimId).replace(/\{\w+\}/g, "x");
  const headers: Record<string, string> = { "x-forwarded-for": "198.51.100.200" };
  if (role !== "visitor") headers.authorization = `Bearer ${(await signIn(api, emails[role]!)).token}`;
  const init: RequestInit = { method, headers };
  if (method !== "GET") {
    headers["content-type"] = "application/json";
    init.body = "{}";
  }
  return (await api.app.request(path, init)).status;
}

describe("role matrix", () => {
  it("classifies every route of the API", () => {
    const unclassified = routes.filter((route) => !publicRoutes.has(route) && !(route in protectedRoutes));
    expect(unclassified).toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(45);
  });

  it("gives no denied role a 2xx, and no allowed role a 401/403", async () => {
    const unexpected: string[] = [];
    let denials = 0;
    for (const route of routes) {
      const audience: Audience = protectedRoutes[route] ?? "public";
      for (const role of roles) {
        const status = await call(route, role);
        const mayPass = allowed[audience].includes(role);
        if (!mayPass) {
          denials += 1;
          const expected = role === "visitor" || audience === "partner" ? 401 : 403;
          if (status !== expected) unexpected.push(`${role} ${route} → ${status} (expected ${expected})`);
        } else if (audience !== "public" && (status === 401 || status === 403)) {
          unexpected.push(`${role} ${route} → ${status} (should be let in)`);
        }
      }
    }
    expect(unexpected).toEqual([]);
    // 24 session routes (5 of them the learning area, 1 the stay request, 2 the own WhatsApp opt-in) deny the visitor; 69 admin
    // routes (16 of them the back office of issue 24, 1 the hold of issue 28, 7 the catalogue and 11 the
    // operations and 3 the private tours of issue 25, 1 the payment plan and 5 the staff offers of issue
    // 26, 2 the calls, 1 the phones, 5 the forms inbox, 7 WhatsApp and 4 the API clients of issue 27)
    // deny visitor, customer and agent; 4 offer routes deny visitor and customer; 2 agent routes deny
    // visitor, customer, admin and the accountant; 14 accounting routes (issue 26: 7 of the books, 2 of
    // the reports, 5 of the invoices) deny visitor, customer, agent and a plain admin; 4 partner routes
    // (issue 27) deny all six roles (a session is not a partner key).
    expect(denials).toBe(24 + 69 * 3 + 4 * 2 + 2 * 4 + 14 * 4 + 4 * 6);
    // Every route × five roles, a request each: 6 s on an idle machine, 30 s at load 20.
  }, 120_000);

  it("answers 404 to a customer asking for another user's record", async () => {
    const customer = await signIn(api, emails.customer!);
    const response = await api.app.request(`/api/uye/${victimId}`, {
      method: "PUT",
      headers: { authorization: `Bearer ${customer.token}`, "content-type": "application/json" },
      body: JSON.stringify({ U_Referral: "stolen" }),
    });
    expect(response.status).toBe(404);
  });

  it("guards every future /api/agent/* and /api/admin/* path before routing", async () => {
    const customer = await signIn(api, emails.customer!);
    const agent = await signIn(api, emails.agent!);
    const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
    expect((await api.app.request("/api/agent/offers")).status).toBe(401);
    expect((await api.app.request("/api/agent/offers", bearer(customer.token))).status).toBe(403);
    expect((await api.app.request("/api/agent/offers", bearer(agent.token))).status).toBe(200);
    expect((await api.app.request("/api/agent/reports")).status).toBe(401);
    expect((await api.app.request("/api/agent/reports", bearer(customer.token))).status).toBe(403);
    expect((await api.app.request("/api/agent/reports", bearer(agent.token))).status).toBe(404);
    expect((await api.app.request("/api/admin/reports", bearer(agent.token))).status).toBe(403);
    // The books' prefixes hold for paths not written yet, and for a plain admin.
    const admin = await signIn(api, emails.admin!);
    expect((await api.app.request("/api/admin/transactions/1/edit", bearer(admin.token))).status).toBe(403);
    expect((await api.app.request("/api/admin/cash-desks/1", bearer(admin.token))).status).toBe(403);
  });
});
