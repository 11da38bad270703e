/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely; the assertions check their shape. */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { asBearer, asBrowser, createUser, signIn, testPassword } from "../../testing/accounts.ts";
import { createTestApi } from "../../testing/test-api.ts";

let api: RihlaApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as any });
const newSession = async (overrides: Parameters<typeof createUser>[1] = {}) => {
  const user = await createUser(api, overrides);
  return { user, session: await signIn(api, user.email) };
};

describe("/api/user/profile", () => {
  it("answers the user and saves names and a normalised phone", async () => {
    const { user, session } = await newSession();
    expect((await json(await api.app.request("/api/user/profile", asBrowser(session)))).body.user.id).toBe(user.id);
    const saved = await json(
      await api.app.request(
        "/api/user/profile",
        asBrowser(session, {
          method: "PUT",
          body: JSON.stringify({ firstName: "Ayşe", surname: "Yıldız", phone: "+90 (532) 111 22 33" }),
        }),
      ),
    );
    expect(saved).toMatchObject({
      status: 200,
      body: { user: { firstName: "Ayşe", surname: "Yıldız", phone: "905321112233" } },
    });
    const bad = await json(
      await api.app.request(
        "/api/user/profile",
        asBrowser(session, { method: "PUT", body: JSON.stringify({ firstName: "", surname: "Y", phone: "12" }) }),
      ),
    );
    expect(bad).toMatchObject({
      status: 400,
      body: { error: { fields: { firstName: ["REQUIRED"], phone: ["PHONE_INVALID"] } } },
    });
  });
});

describe("POST /api/user/photo", () => {
  const upload = (session: Awaited<ReturnType<typeof signIn>>, bytes: Uint8Array, type = "image/png") => {
    const form = new FormData();
    form.set("photo", new File([bytes], "me.png", { type }));
    return api.app.request("/api/user/photo", asBrowser(session, { method: "POST", body: form }));
  };

  it("stores a 256×256 WebP served with long cache headers, judged by content not by name", async () => {
    const { session } = await newSession();
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#0a7" } })
      .png()
      .toBuffer();
    const answer = await json(await upload(session, png, "application/octet-stream"));
    expect(answer.status).toBe(200);
    expect(answer.body.user.photoUrl).toMatch(/^\/uploads\/photos\/[0-9a-f-]+-[0-9a-f]{12}\.webp$/);
    const served = await api.app.request(answer.body.user.photoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toContain("immutable");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 256, height: 256 });
    expect((await api.app.request("/uploads/photos/..%2F..%2Fetc%2Fpasswd")).status).toBe(404);
  });

  it("refuses non-images with PHOTO_INVALID and large files with 413 PHOTO_TOO_LARGE", async () => {
    const { session } = await newSession();
    const fake = await json(await upload(session, new TextEncoder().encode("<svg onload=alert(1)>"), "image/png"));
    expect(fake).toMatchObject({ status: 400, body: { error: { code: "PHOTO_INVALID" } } });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    expect((await json(await upload(session, gif, "image/gif"))).body.error.code).toBe("PHOTO_INVALID");
    const big = await json(await upload(session, new Uint8Array(5 * 1024 * 1024 + 100_000)));
    expect(big).toMatchObject({ status: 413, body: { error: { code: "PHOTO_TOO_LARGE" } } });
  });
});

describe("sessions and password", () => {
  it("lists the user's sessions and ends one; another user's session is 404", async () => {
    const { user, session } = await newSession();
    const second = await signIn(api, user.email);
    const other = await newSession();
    const list = await json(await api.app.request("/api/user/sessions", asBrowser(session)));
    expect(list.body.data).toHaveLength(2);
    expect(list.body.data.filter((s: any) => s.current)).toHaveLength(1);
    const theirs = (await json(await api.app.request("/api/user/sessions", asBrowser(other.session)))).body.data[0].id;
    const denied = await api.app.request(`/api/user/sessions/${theirs}`, asBrowser(session, { method: "DELETE" }));
    expect(denied.status).toBe(404);
    expect(
      (await api.app.request("/api/user/sessions/not-a-uuid", asBrowser(session, { method: "DELETE" }))).status,
    ).toBe(404);
    expect((await api.app.request("/api/custom/me", asBearer(other.session))).status).toBe(200);
    const secondId = list.body.data.find((s: any) => !s.current).id;
    expect(
      (await api.app.request(`/api/user/sessions/${secondId}`, asBrowser(session, { method: "DELETE" }))).status,
    ).toBe(204);
    expect((await api.app.request("/api/custom/me", asBearer(second))).status).toBe(401);
    const own = list.body.data.find((s: any) => s.current).id;
    const self = await api.app.request(`/api/user/sessions/${own}`, asBrowser(session, { method: "DELETE" }));
    expect(self.status).toBe(204);
    expect(self.headers.getSetCookie().some((c) => c.startsWith("rihla_session=;"))).toBe(true);
  });

  it("changes the password only with the current one and ends the other sessions", async () => {
    const { user, session } = await newSession();
    const other = await signIn(api, user.email);
    const change = (currentPassword: string) =>
      api.app.request(
        "/api/user/password",
        asBrowser(session, {
          method: "PUT",
          body: JSON.stringify({ currentPassword, password: "Yeni2026!sifre", passwordConfirm: "Yeni2026!sifre" }),
        }),
      );
    expect((await json(await change("Wrong2026!x"))).body.error.code).toBe("PASSWORD_WRONG");
    expect((await api.app.request("/api/custom/me", asBearer(other))).status).toBe(200);
    expect((await change(testPassword)).status).toBe(200);
    expect((await api.app.request("/api/custom/me", asBearer(other))).status).toBe(401);
    expect((await api.app.request("/api/custom/me", asBearer(session))).status).toBe(200);
    await signIn(api, user.email, "Yeni2026!sifre");
  });
});

describe("PUT /api/uye/{userId}", () => {
  const setReferral = (session: Awaited<ReturnType<typeof signIn>>, userId: string, ref: string) =>
    api.app.request(
      `/api/uye/${userId}`,
      asBearer(session, { method: "PUT", body: JSON.stringify({ U_Referral: ref }) }),
    );

  it("sets your own referral once; another user's id is 404; an admin may set anyone's", async () => {
    const { user, session } = await newSession();
    const other = await createUser(api);
    expect((await json(await setReferral(session, user.id, "kampanya-7"))).body.user.referral).toBe("kampanya-7");
    expect((await json(await setReferral(session, user.id, "baska"))).body.error.code).toBe("REFERRAL_ALREADY_SET");
    expect((await setReferral(session, other.id, "x")).status).toBe(404);
    const admin = await newSession({ isAdmin: true });
    expect((await setReferral(admin.session, other.id, "admin-set")).status).toBe(200);
    expect((await setReferral(admin.session, "00000000-0000-4000-8000-000000000000", "x")).status).toBe(404);
  });
});

describe("admin users", () => {
  it("GET /rest/custom/users is for admins only", async () => {
    const customer = await newSession();
    const agent = await newSession({ role: "Agent" });
    const admin = await newSession({ isAdmin: true });
    expect((await api.app.request("/rest/custom/users")).status).toBe(401);
    expect((await api.app.request("/rest/custom/users", asBrowser(customer.session))).status).toBe(403);
    expect((await api.app.request("/rest/custom/users", asBrowser(agent.session))).status).toBe(403);
    const list = await json(await api.app.request("/rest/custom/users", asBrowser(admin.session)));
    expect(list.status).toBe(200);
    expect(list.body.data.map((u: any) => u.id)).toContain(customer.user.id);
    expect(list.body.data[0]).not.toHaveProperty("passwordHash");
  });

  it("PATCH /api/admin/users/{id} disabling a user ends their sessions; only Master touches a Master", async () => {
    const target = await newSession();
    const admin = await newSession({ isAdmin: true });
    const patch = (session: Awaited<ReturnType<typeof signIn>>, id: string, status: boolean) =>
      api.app.request(
        `/api/admin/users/${id}`,
        asBrowser(session, { method: "PATCH", body: JSON.stringify({ status }) }),
      );
    expect((await patch(target.session, target.user.id, false)).status).toBe(403);
    const disabled = await json(await patch(admin.session, target.user.id, false));
    expect(disabled).toMatchObject({ status: 200, body: { user: { active: false } } });
    expect((await api.app.request("/api/custom/me", asBearer(target.session))).status).toBe(401);
    expect((await patch(admin.session, target.user.id, true)).status).toBe(200);
    expect((await api.app.request("/api/custom/me", asBearer(target.session))).status).toBe(401);
    const master = await createUser(api, { role: "Master" });
    expect((await patch(admin.session, master.id, false)).status).toBe(403);
    expect((await patch(admin.session, "00000000-0000-4000-8000-000000000000", false)).status).toBe(404);
  });
});

describe("GET/PATCH /api/admin/users (issue 24)", () => {
  const patch = (session: Awaited<ReturnType<typeof signIn>>, id: string, body: unknown) =>
    api.app.request(`/api/admin/users/${id}`, asBrowser(session, { method: "PATCH", body: JSON.stringify(body) }));

  it("lists accounts by role and text, newest first, paged", async () => {
    const admin = await newSession({ isAdmin: true });
    const agent = await createUser(api, { role: "Agent" });
    const agents = await json(
      await api.app.request("/api/admin/users?role=Agent&pageSize=100", asBrowser(admin.session)),
    );
    expect(agents.body.data.map((u: any) => u.id)).toContain(agent.id);
    expect(agents.body.data.every((u: any) => u.role === "Agent")).toBe(true);
    expect(agents.body.data.length).toBeGreaterThan(0);
    const one = await json(await api.app.request("/api/admin/users?pageSize=1", asBrowser(admin.session)));
    expect(one.body.data).toHaveLength(1);
    const next = await json(
      await api.app.request(`/api/admin/users?pageSize=1&cursor=${one.body.next}`, asBrowser(admin.session)),
    );
    expect(next.body.data[0].id).not.toBe(one.body.data[0].id);
    expect((await api.app.request("/api/admin/users?role=Boss", asBrowser(admin.session))).status).toBe(400);
  });

  it("a Master grants an admin the accounting role; an admin without it cannot; all of it logged", async () => {
    const master = await newSession({ role: "Master" });
    const admin = await newSession({ isAdmin: true });
    const colleague = await createUser(api, { isAdmin: true });
    expect((await patch(admin.session, colleague.id, { hasAccountingRole: true })).status).toBe(403);
    const granted = await json(await patch(master.session, colleague.id, { hasAccountingRole: true, dial: "204" }));
    expect(granted).toMatchObject({ status: 200, body: { user: { hasAccountingRole: true, dial: "204" } } });
    const detail = await json(await api.app.request(`/api/admin/users/${colleague.id}`, asBrowser(admin.session)));
    expect(detail.body.events[0]).toMatchObject({
      action: "updated",
      actor: { id: master.user.id },
      changes: { hasAccountingRole: { from: false, to: true }, dial: { from: null, to: "204" } },
    });
    expect(detail.body.manageable).toBe(true);
    // Only a Master makes a Master; nobody removes their own access.
    expect((await patch(admin.session, colleague.id, { role: "Master" })).status).toBe(403);
    const self = await json(await patch(admin.session, admin.user.id, { active: false }));
    expect(self).toMatchObject({ status: 403, body: { error: { code: "FORBIDDEN" } } });
    expect((await json(await patch(admin.session, colleague.id, { dial: "12a" }))).body.error.fields).toEqual({
      dial: ["INVALID_VALUE"],
    });
    expect(
      (await api.app.request(`/api/admin/users/${colleague.id}`, asBrowser((await newSession()).session))).status,
    ).toBe(403);
  });
});
