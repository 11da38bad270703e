/** Courses, lessons and quizzes: what code outside the module (routes.ts, contract.ts, app.ts, index.ts, the seed) uses. */
export { learningRoutes } from "./learning.handlers.ts";
export type {
  courseSchema,
  learningOverviewSchema,
  lessonProgressSchema,
  lessonSchema,
  quizResultAnswerSchema,
} from "./learning.routes.ts";
