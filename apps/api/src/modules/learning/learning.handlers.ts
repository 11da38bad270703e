import { serviceContext } from "../../http/context.ts";
import { createRouter } from "../../http/router.ts";
import {
  getCourseRoute,
  getLessonRoute,
  learningOverviewRoute,
  markLessonDoneRoute,
  saveQuizResultRoute,
} from "./learning.routes.ts";
import { getCourse, getLesson, learningOverview, markLessonDone, saveQuizResult } from "./learning.service.ts";

export const learningRoutes = createRouter()
  .openapi(learningOverviewRoute, async (c) =>
    c.json(await learningOverview({ ctx: serviceContext(c), input: c.req.valid("query") }), 200),
  )
  .openapi(getCourseRoute, async (c) =>
    c.json(
      await getCourse({ ctx: serviceContext(c), input: { ...c.req.valid("query"), ...c.req.valid("param") } }),
      200,
    ),
  )
  .openapi(getLessonRoute, async (c) =>
    c.json(
      await getLesson({ ctx: serviceContext(c), input: { ...c.req.valid("query"), ...c.req.valid("param") } }),
      200,
    ),
  )
  .openapi(markLessonDoneRoute, async (c) =>
    c.json(await markLessonDone({ ctx: serviceContext(c), input: c.req.valid("param") }), 200),
  )
  .openapi(saveQuizResultRoute, async (c) =>
    c.json(await saveQuizResult({ ctx: serviceContext(c), input: c.req.valid("json") }), 200),
  );
