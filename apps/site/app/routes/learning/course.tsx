import { interpolate, localizePath } from "@rihla/domain";
import { Link } from "react-router";
import { answerOf, api } from "../../.server/api";
import { requireUser } from "../../.server/session";
import { AccountPage } from "../../components/AccountPage";
import { privateMeta } from "../../components/accountMeta";
import { learningTexts } from "../../i18n/learning";
import { requestLocale } from "../../locale";
import type { Route } from "./+types/course";
import { siteRedirect } from "../../.server/redirects";

export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.course.title);

/** /user/lms/{link}: a course and its lessons; the other locale's slug moves to this locale's. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireUser(context, request);
  const locale = requestLocale(request);
  const course = await answerOf(
    api(context, request).api.user.lms[":link"].$get({ param: { link: params.link }, query: { locale } }),
  );
  if (course.slug !== params.link) throw siteRedirect(localizePath(`/user/lms/${course.slug}`, locale), 301);
  return { locale, t: learningTexts(locale), course };
}

export default function Course({ loaderData }: Route.ComponentProps) {
  const { locale, t, course } = loaderData;
  return (
    <AccountPage title={course.title} intro={course.summary}>
      <p>
        <Link to={localizePath("/user/lms", locale)}>{t.backToLms}</Link>
      </p>
      <h2>{t.lessonsHeading}</h2>
      <ol className="learning-lessons">
        {course.lessons.map((lesson) => (
          <li key={lesson.id} data-done={lesson.done ? "true" : "false"}>
            <Link to={localizePath(`/user/entry/${lesson.id}`, locale)}>{lesson.title}</Link>{" "}
            <span className="learning-meta">
              {interpolate(t.courseMinutes, { minutes: lesson.minutes })}
              {lesson.done ? ` · ✓ ${t.lessonDone}` : ""}
            </span>
            <p>{lesson.summary}</p>
          </li>
        ))}
      </ol>
    </AccountPage>
  );
}
