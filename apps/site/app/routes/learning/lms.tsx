import { interpolate, localizePath } from "@rihla/domain";
import { Link } from "react-router";
import { answerOf, api } from "../../.server/api";
import { requireUser } from "../../.server/session";
import { AccountPage } from "../../components/AccountPage";
import { privateMeta } from "../../components/accountMeta";
import { learningTexts } from "../../i18n/learning";
import { requestLocale } from "../../locale";
import type { Route } from "./+types/lms";

export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.t.lmsTitle);

/** /user/lms: the courses with the user's progress and the quizzes with the user's best score. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(context, request);
  const locale = requestLocale(request);
  const overview = await answerOf(api(context, request).api.user.lms.$get({ query: { locale } }));
  return { locale, t: learningTexts(locale), ...overview };
}

export default function Lms({ loaderData }: Route.ComponentProps) {
  const { locale, t, courses, quizzes } = loaderData;
  return (
    <AccountPage title={t.lmsTitle} intro={t.lmsIntro}>
      <section className="account-section" aria-labelledby="lms-courses">
        <h2 id="lms-courses">{t.coursesHeading}</h2>
        <ul className="learning-list">
          {courses.map((course) => (
            <li key={course.id} data-course={course.key}>
              <h3>
                <Link to={localizePath(`/user/lms/${course.slug}`, locale)}>{course.title}</Link>
              </h3>
              <p>{course.summary}</p>
              <p className="learning-meta">
                <progress max={course.lessonCount} value={course.doneCount} aria-hidden="true" />{" "}
                <span data-testid="course-progress">
                  {interpolate(t.courseProgress, { done: course.doneCount, total: course.lessonCount })}
                </span>{" "}
                · {interpolate(t.courseMinutes, { minutes: course.minutes })}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section className="account-section" aria-labelledby="lms-quizzes">
        <h2 id="lms-quizzes">{t.quizzesHeading}</h2>
        <ul className="learning-list">
          {quizzes.map((quiz) => (
            <li key={quiz.id} data-quiz={quiz.key}>
              <h3>{quiz.title}</h3>
              <p>{quiz.description}</p>
              <p className="learning-meta" data-testid="quiz-best">
                {quiz.best === null
                  ? t.quizNoAttempt
                  : interpolate(t.quizBest, { best: quiz.best, total: quiz.questionCount })}
              </p>
              <Link className="cta" to={localizePath(`/user/quiz/quiz-${quiz.id}`, locale)}>
                {t.quizStart}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </AccountPage>
  );
}
