import fs from "node:fs/promises";
import path from "node:path";
import { serviceContext } from "../../http/context.ts";
import { domainError } from "../../http/errors.ts";
import { clearSessionCookies } from "../auth/cookies.ts";
import { createRouter } from "../../http/router.ts";
import {
  changePasswordRoute,
  endSessionRoute,
  getAdminUserRoute,
  getProfileRoute,
  listAdminUsersRoute,
  listSessionsRoute,
  listUsersRoute,
  maxPhotoBytes,
  photoFileRoute,
  setReferralRoute,
  updateProfileRoute,
  updateUserRoute,
  uploadPhotoRoute,
} from "./users.routes.ts";
import {
  changePassword,
  endSession,
  getProfile,
  listSessions,
  listUsers,
  photoDir,
  setReferral,
  updateProfile,
  uploadPhoto,
} from "./users.service.ts";
import { getAdminUser, listAdminUsers, updateUser } from "./manage-users.ts";

const privateNoStore = { "Cache-Control": "private, no-store" };

export const userRoutes = createRouter()
  .openapi(getProfileRoute, async (c) => c.json(await getProfile({ ctx: serviceContext(c) }), 200))
  .openapi(updateProfileRoute, async (c) =>
    c.json(await updateProfile({ ctx: serviceContext(c), input: c.req.valid("json") }), 200),
  )
  .openapi(uploadPhotoRoute, async (c) => {
    const ctx = serviceContext(c);
    const photo = (c.req.valid("form") as { photo?: unknown }).photo;
    if (!(photo instanceof File) || photo.size === 0) throw domainError(400, "PHOTO_INVALID");
    if (photo.size > maxPhotoBytes) throw domainError(413, "PHOTO_TOO_LARGE");
    return c.json(await uploadPhoto({ ctx, input: { photo: new Uint8Array(await photo.arrayBuffer()) } }), 200);
  })
  .openapi(photoFileRoute, async (c) => {
    const { file } = c.req.valid("param");
    if (!/^[0-9a-f-]{36}-[0-9a-f]{12}\.webp$/.test(file)) throw domainError(404, "NOT_FOUND");
    const bytes = await fs.readFile(path.join(photoDir(c.var.deps), file)).catch(() => undefined);
    if (!bytes) throw domainError(404, "NOT_FOUND");
    c.header("Content-Type", "image/webp");
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    c.header("X-Content-Type-Options", "nosniff");
    return c.body(new Uint8Array(bytes), 200);
  })
  .openapi(changePasswordRoute, async (c) =>
    c.json(await changePassword({ ctx: serviceContext(c), input: c.req.valid("json") }), 200),
  )
  .openapi(listSessionsRoute, async (c) => c.json(await listSessions({ ctx: serviceContext(c) }), 200))
  .openapi(endSessionRoute, async (c) => {
    const { current } = await endSession({ ctx: serviceContext(c), input: c.req.valid("param") });
    // Ending this device's own session is a sign-out.
    if (current) clearSessionCookies(c);
    return c.body(null, 204);
  })
  .openapi(setReferralRoute, async (c) =>
    c.json(
      await setReferral({
        ctx: serviceContext(c),
        input: { userId: c.req.valid("param").userId, referral: c.req.valid("json").U_Referral },
      }),
      200,
    ),
  )
  .openapi(listUsersRoute, async (c) => c.json(await listUsers({ ctx: serviceContext(c) }), 200))
  .openapi(listAdminUsersRoute, async (c) =>
    c.json(await listAdminUsers({ ctx: serviceContext(c), input: c.req.valid("query") }), 200, privateNoStore),
  )
  .openapi(getAdminUserRoute, async (c) =>
    c.json(await getAdminUser({ ctx: serviceContext(c), input: c.req.valid("param") }), 200, privateNoStore),
  )
  .openapi(updateUserRoute, async (c) =>
    c.json(
      await updateUser({ ctx: serviceContext(c), input: { id: c.req.valid("param").id, change: c.req.valid("json") } }),
      200,
      privateNoStore,
    ),
  );
