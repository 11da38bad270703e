import { serviceContext } from "../../http/context.ts";
import { createRouter } from "../../http/router.ts";
import { createNoteRoute, getNoteRoute, listNotesRoute, updateNoteRoute } from "./notes.routes.ts";
import { createNote, getNote, listNotesPage, updateNote } from "./notes.service.ts";

const privateNoStore = { "Cache-Control": "private, no-store" };

export const noteRoutes = createRouter()
  .openapi(listNotesRoute, async (c) =>
    c.json(await listNotesPage({ ctx: serviceContext(c), input: c.req.valid("query") }), 200, privateNoStore),
  )
  .openapi(createNoteRoute, async (c) =>
    c.json(await createNote({ ctx: serviceContext(c), input: c.req.valid("json") }), 201, privateNoStore),
  )
  .openapi(getNoteRoute, async (c) =>
    c.json(await getNote({ ctx: serviceContext(c), input: c.req.valid("param") }), 200, privateNoStore),
  )
  .openapi(updateNoteRoute, async (c) =>
    c.json(
      await updateNote({ ctx: serviceContext(c), input: { id: c.req.valid("param").id, change: c.req.valid("json") } }),
      200,
      privateNoStore,
    ),
  );
