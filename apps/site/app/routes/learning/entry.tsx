import { pageNotFound } from "../../.server/notFound";
import { interpolate, localizePath } from "@rihla/domain";
import { Button } from "@rihla/ui";
import { data, Form, Link, useNavigation } from "react-router";
import { answerOf, api } from "../../.server/api";
import { requireUser } from "../../.server/session";
import { AccountPage } from "../../components/AccountPage";
import { privateMeta } from "../../components/accountMeta";
import { learningTexts } from "../../i18n/learning";
import { requestLocale } from "../../locale";
import type { Route } from "./+types/entry";

export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.lesson.title);

function lessonId(raw: string, pathname: string): number {
  const id = Number(raw);
  if (!/^\d{1,9}$/.test(raw) || id < 1) {
    pageNotFound(pathname);
  }
  return id;
}

/** /user/entry/{id}: one lesson of a course. */
export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  await requireUser(context, request);
  const locale = requestLocale(request);
  const id = lessonId(params.id, url.pathname);
  const lesson = await answerOf(
    api(context, request).api.user.entries[":id"].$get({ param: { id }, query: { locale } }),
  );
  return { locale, t: learningTexts(locale), lesson };
}

/** "Mark done": records the user's progress (a plain form; works without JavaScript). */
export async function action({ request, context, params, url }: Route.ActionArgs) {
  await requireUser(context, request);
  const id = lessonId(params.id, url.pathname);
  const response = await api(context, request).api.user.entries[":id"].progress.$put({ param: { id } });
  if (!response.ok) return data({ done: false, code: (await response.json()).error.code }, response.status);
  return { done: true, code: null };
}

export default function Entry({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, t, lesson } = loaderData;
  const busy = useNavigation().state === "submitting";
  const done = lesson.done || actionData?.done === true;
  return (
    <AccountPage title={lesson.title} intro={lesson.summary}>
      <p className="learning-meta">
        <Link to={localizePath(`/user/lms/${lesson.course.slug}`, locale)}>
          {interpolate(t.backToCourse, { course: lesson.course.title })}
        </Link>{" "}
        · {interpolate(t.lessonOf, { position: lesson.position + 1, total: lesson.course.lessonCount })} ·{" "}
        {interpolate(t.courseMinutes, { minutes: lesson.minutes })}
      </p>
      <article className="learning-body">
        {lesson.body.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </article>
      {done ? (
        <p role="status" className="account-notice" data-testid="lesson-done">
          {t.markedDone}
        </p>
      ) : (
        <Form method="post">
          {actionData && !actionData.done && actionData.code ? (
            <p role="alert" className="account-warning">
              {t.markFailed}
            </p>
          ) : null}
          <Button type="submit" disabled={busy}>
            {t.markDone}
          </Button>
        </Form>
      )}
      <nav className="learning-pager" aria-label={t.lessonsHeading}>
        {lesson.previousId ? (
          <Link to={localizePath(`/user/entry/${lesson.previousId}`, locale)} rel="prev">
            {t.previousLesson}
          </Link>
        ) : null}
        {lesson.nextId ? (
          <Link to={localizePath(`/user/entry/${lesson.nextId}`, locale)} rel="next">
            {t.nextLesson}
          </Link>
        ) : null}
      </nav>
    </AccountPage>
  );
}
