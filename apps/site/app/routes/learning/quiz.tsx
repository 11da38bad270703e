import { pageNotFound } from "../../.server/notFound";
import { interpolate, localizePath, quizResultSchema, type QuizAnswer } from "@rihla/domain";
import { quizMachine, type QuizMachineQuiz } from "@rihla/machines";
import { Button } from "@rihla/ui";
import { useMachine } from "@xstate/react";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { data, Link } from "react-router";
import { createActor } from "xstate";
import { answerOf, api, type Answer, type Api } from "../../.server/api";
import { requireUser } from "../../.server/session";
import { AccountPage } from "../../components/AccountPage";
import { privateMeta } from "../../components/accountMeta";
import { useRouteAction } from "../../components/useRouteAction";
import { learningTexts } from "../../i18n/learning";
import { requestLocale } from "../../locale";
import { flowName } from "../../machines";
import type { Route } from "./+types/quiz";
import type { RouteHandle } from "../../routeHandle";
import { siteRedirect } from "../../.server/redirects";

/** The query parameters this page reads: the only ones an anonymous visitor's request keeps (ADR 0024). */
export const handle = { searchParams: ["a", "step", "choice", "reveal", "go"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = (args) => privateMeta(args, args.loaderData?.quiz.title);

/**
 * The progress of a quiz without JavaScript travels in the address: `a` holds the answers so far
 * (`1.2.x`: choice indexes, `x` for a revealed question) and `step` the question on screen.
 */
const revealedMark = "x";

type Quiz = Answer<Api["api"]["quizzes"][":id"]["$get"]>;
type QuizResult = Answer<Api["api"]["user"]["quiz-results"]["$post"]>;

function formatAnswers(answers: readonly QuizAnswer[]): string {
  return answers.map((answer) => (answer === null ? revealedMark : String(answer))).join(".");
}

function parseAnswers(raw: string | null, quiz: Quiz): QuizAnswer[] | null {
  if (!raw) return [];
  const parts = raw.split(".");
  if (parts.length > quiz.questions.length) return null;
  const answers: QuizAnswer[] = [];
  for (const [i, part] of parts.entries()) {
    if (part === revealedMark) answers.push(null);
    else if (/^\d{1,2}$/.test(part) && Number(part) < quiz.questions[i]!.choices.length) answers.push(Number(part));
    else return null;
  }
  return answers;
}

async function loadQuiz(args: Route.LoaderArgs | Route.ActionArgs) {
  const { request, context, params, url } = args;
  await requireUser(context, request);
  const match = /^quiz-(\d{1,9})$/.exec(params.quiz);
  if (!match) pageNotFound(url.pathname);
  const locale = requestLocale(request);
  const quiz = await answerOf(
    api(context, request).api.quizzes[":id"].$get({ param: { id: match[1]! }, query: { locale } }),
  );
  return { locale, quiz };
}

/** /user/quiz/quiz-{id}: a signed-in user plays a quiz (spec §2, §4). */
export async function loader(args: Route.LoaderArgs) {
  const { url } = args;
  const { locale, quiz } = await loadQuiz(args);
  const search = url.searchParams;
  const answers = parseAnswers(search.get("a"), quiz);
  const clean = localizePath(url.pathname.replace(/^\/en(?=\/)/, ""), locale);
  if (answers === null) throw siteRedirect(clean);
  const step = search.has("step") ? Number(search.get("step")) : answers.length;
  // The question on screen is the next one to answer, or the one just answered.
  if (
    !Number.isInteger(step) ||
    step < 0 ||
    step >= quiz.questions.length ||
    answers.length - step > 1 ||
    step > answers.length
  ) {
    throw siteRedirect(clean);
  }
  // The asking form (GET, works without JavaScript) adds this question's answer to the address.
  const choice = search.get("choice");
  if (answers.length === step && (choice !== null || search.has("reveal"))) {
    const given = search.has("reveal") ? null : Number(choice);
    if (given === null || (Number.isInteger(given) && given >= 0 && given < quiz.questions[step]!.choices.length)) {
      throw siteRedirect(
        `${clean}?${new URLSearchParams({ a: formatAnswers([...answers, given]), step: String(step) })}`,
      );
    }
  }
  return {
    locale,
    t: learningTexts(locale),
    quiz,
    answers,
    step,
    pickFirst: search.get("go") === "answer" && choice === null,
  };
}

/** Stores a finished quiz; the API scores the answers again with the domain's rule. */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const { quiz } = await loadQuiz(args);
  const form = await request.formData();
  const given = form.get("answers");
  const answers = parseAnswers(typeof given === "string" ? given : "", quiz);
  const parsed = quizResultSchema.safeParse({ quizId: quiz.id, answers });
  if (!parsed.success) return data({ result: null, code: "INVALID_VALUE" }, 400);
  const response = await api(context, request).api.user["quiz-results"].$post({ json: parsed.data });
  if (!response.ok) return data({ result: null, code: (await response.json()).error.code }, response.status);
  return { result: await response.json(), code: null };
}

type ActionAnswer = { result: QuizResult | null; code: string | null };

/** The machine's snapshot for the address's progress: the same events replayed, so server and browser agree. */
function replayed(machineQuiz: QuizMachineQuiz, answers: readonly QuizAnswer[], step: number) {
  const actor = createActor(quizMachine, { input: { quiz: machineQuiz } }).start();
  answers.forEach((answer, i) => {
    actor.send(answer === null ? { type: "reveal" } : { type: "answer", choice: answer });
    if (i < step) actor.send({ type: "next" });
  });
  const snapshot = actor.getPersistedSnapshot();
  actor.stop();
  return snapshot;
}

type Save = { state: "idle" | "saving" | "failed" } | { state: "saved"; result: QuizResult };

/**
 * With JavaScript the quiz machine runs the play (ADR 0008): its snapshot draws the page, the
 * forms' submits become its events, and when it completes the result goes to this route's
 * action. Without JavaScript the same forms move through the address (GET) and the last one
 * posts to the action.
 */
export default function Quiz({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, t, quiz, answers, step, pickFirst } = loaderData;
  const machineQuiz = useMemo<QuizMachineQuiz>(
    () => ({
      id: quiz.id,
      questions: quiz.questions.map((q) => ({ correctChoice: q.correctChoice, choiceCount: q.choices.length })),
    }),
    [quiz],
  );
  const [state, send] = useMachine(quizMachine, {
    input: { quiz: machineQuiz },
    snapshot: useMemo(() => replayed(machineQuiz, answers, step), [machineQuiz, answers, step]),
  });
  const [missing, setMissing] = useState(pickFirst);
  const [save, setSave] = useState<Save>({ state: "idle" });
  const callAction = useRouteAction<ActionAnswer>();
  const saving = useRef(false);
  const { index, outcome } = state.context;
  const completed = state.matches("completed");

  useEffect(() => {
    if (!completed || !outcome || saving.current) return;
    saving.current = true;
    setSave({ state: "saving" });
    const form = new FormData();
    form.set("answers", formatAnswers(outcome.answers));
    callAction(form)
      .then((answer) => setSave(answer.result ? { state: "saved", result: answer.result } : { state: "failed" }))
      .catch(() => setSave({ state: "failed" }));
  }, [completed, outcome, callAction]);

  const base = localizePath(`/user/quiz/quiz-${quiz.id}`, locale);
  const restart = (event: { preventDefault(): void }) => {
    event.preventDefault();
    saving.current = false;
    setSave({ state: "idle" });
    send({ type: "restart" });
  };

  // Without JavaScript the action's answer is the result; with it, the machine's outcome.
  const serverResult = actionData?.result ?? null;
  if (serverResult || (completed && outcome)) {
    const correct = serverResult?.score ?? outcome!.correct;
    const total = serverResult?.total ?? outcome!.total;
    const saved = serverResult ?? (save.state === "saved" ? save.result : null);
    return (
      <AccountPage title={quiz.title}>
        <section aria-labelledby="quiz-result" data-flow={flowName(state.value)}>
          <h2 id="quiz-result">{t.resultTitle}</h2>
          <p role="status" data-testid="quiz-score" className="account-notice">
            {interpolate(t.score, { correct, total })}
          </p>
          {saved ? (
            <p data-testid="quiz-saved">{interpolate(t.saved, { best: saved.best, total: saved.total })}</p>
          ) : save.state === "failed" || actionData?.code ? (
            <p role="alert" className="account-warning">
              {t.saveFailed}
            </p>
          ) : (
            <p>{t.saving}</p>
          )}
          <p className="learning-actions">
            <Link to={base} onClick={serverResult ? undefined : restart} reloadDocument={Boolean(serverResult)}>
              {t.playAgain}
            </Link>{" "}
            <Link to={localizePath("/user/lms", locale)}>{t.backToLms}</Link>
          </p>
        </section>
      </AccountPage>
    );
  }

  const question = quiz.questions[index]!;
  const given = state.context.answers[index];
  const answered = state.matches({ playing: "answered" });
  const revealed = state.matches({ playing: "revealed" });
  const last = index + 1 === quiz.questions.length;
  const progress = formatAnswers(state.context.answers);

  const onAsk = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.name === "reveal") {
      send({ type: "reveal" });
      return;
    }
    const choice = new FormData(event.currentTarget).get("choice");
    if (choice === null) {
      setMissing(true);
      return;
    }
    setMissing(false);
    send({ type: "answer", choice: Number(choice) });
  };
  const onNext = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: "next" });
  };

  return (
    <AccountPage title={quiz.title} intro={quiz.description}>
      <section className="quiz" aria-labelledby="quiz-question" data-flow={flowName(state.value)}>
        <p className="learning-meta" data-testid="quiz-position">
          {interpolate(t.questionOf, { position: index + 1, total: quiz.questions.length })}
        </p>
        <h2 id="quiz-question">{question.prompt}</h2>
        {answered || revealed ? (
          <>
            <ol className="quiz-choices" aria-label={question.prompt}>
              {question.choices.map((choice, i) => (
                <li
                  key={choice}
                  data-correct={i === question.correctChoice ? "true" : undefined}
                  data-picked={i === given ? "true" : undefined}
                >
                  {choice}
                </li>
              ))}
            </ol>
            <p
              role="status"
              className={answered && given === question.correctChoice ? "account-notice" : "account-warning"}
            >
              {revealed
                ? interpolate(t.revealed, { answer: question.choices[question.correctChoice]! })
                : given === question.correctChoice
                  ? t.correct
                  : interpolate(t.wrong, { answer: question.choices[question.correctChoice]! })}{" "}
              {question.explanation}
            </p>
            {last ? (
              <form method="post" onSubmit={onNext}>
                <input type="hidden" name="answers" value={progress} />
                <Button type="submit">{t.finish}</Button>
              </form>
            ) : (
              <form method="get" action={base} onSubmit={onNext}>
                <input type="hidden" name="a" value={progress} />
                <input type="hidden" name="step" value={index + 1} />
                <Button type="submit">{t.next}</Button>
              </form>
            )}
          </>
        ) : (
          <form key={index} method="get" action={base} onSubmit={onAsk} className="quiz-form">
            <input type="hidden" name="a" value={progress} />
            <input type="hidden" name="step" value={index} />
            <input type="hidden" name="go" value="answer" />
            <fieldset>
              <legend className="visually-hidden">{question.prompt}</legend>
              {question.choices.map((choice, i) => (
                <label key={choice} className="quiz-choice">
                  <input type="radio" name="choice" value={i} /> {choice}
                </label>
              ))}
            </fieldset>
            {missing ? (
              <p role="alert" className="account-warning">
                {t.pickFirst}
              </p>
            ) : null}
            <p className="learning-actions">
              <Button type="submit">{t.answer}</Button>{" "}
              <Button type="submit" tone="ghost" name="reveal" value="1">
                {t.reveal}
              </Button>
            </p>
          </form>
        )}
        {index > 0 || answered || revealed ? (
          <p>
            <Link to={base} onClick={restart}>
              {t.restart}
            </Link>
          </p>
        ) : null}
      </section>
    </AccountPage>
  );
}
