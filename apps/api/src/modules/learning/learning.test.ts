/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely; the assertions check their shape. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RihlaApi } from "../../app.ts";
import { asBrowser, createUser, signIn, type Session } from "../../testing/accounts.ts";
import { createTestApi } from "../../testing/test-api.ts";

let api: RihlaApi;
beforeAll(async () => {
  api = await createTestApi({}, { seed: true });
});
afterAll(() => api.close());

// The seed's quiz (seed/content/community.ts), read by hand: 12 questions of 4 choices whose
// right choices are these, in order.
const rightChoices = [1, 2, 0, 3, 1, 2, 0, 3, 1, 2, 0, 3];
// The seed's courses (seed/content/learning.ts): two courses of five lessons each.
const stepByStep = { tr: "umre-adim-adim", en: "umrah-step-by-step" };

const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as any });
const member = async (): Promise<Session> => signIn(api, (await createUser(api)).email);
const get = async (session: Session, url: string) => json(await api.app.request(url, asBrowser(session)));
const send = async (session: Session, url: string, method: string, body?: unknown) =>
  json(
    await api.app.request(
      url,
      asBrowser(session, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }),
    ),
  );
const quizId = async (session: Session) => (await get(session, "/api/user/lms")).body.quizzes[0].id as number;

describe("members only", () => {
  it("answers 401 to a visitor on every learning path", async () => {
    for (const [method, url] of [
      ["GET", "/api/user/lms"],
      ["GET", `/api/user/lms/${stepByStep.tr}`],
      ["GET", "/api/user/entries/1"],
      ["PUT", "/api/user/entries/1/progress"],
      ["POST", "/api/user/quiz-results"],
    ] as const) {
      const response = await api.app.request(url, {
        method,
        headers: { "content-type": "application/json" },
        ...(method === "GET" ? {} : { body: JSON.stringify({ quizId: 1, answers: [0] }) }),
      });
      expect(response.status, `${method} ${url}`).toBe(401);
    }
  });
});

describe("POST /api/user/quiz-results", () => {
  it("scores the answers itself and keeps the best score per quiz", async () => {
    const session = await member();
    const id = await quizId(session);
    // 9 right: the first three answered wrong ((right + 1) % 4), the rest right.
    const nine = rightChoices.map((right, i) => (i < 3 ? (right + 1) % 4 : right));
    expect(await send(session, "/api/user/quiz-results", "POST", { quizId: id, answers: nine })).toMatchObject({
      status: 200,
      body: { quizId: id, score: 9, total: 12, best: 9, attempts: 1 },
    });
    // 5 right (7 revealed): the best stays 9.
    const five = rightChoices.map((right, i) => (i < 5 ? right : null));
    expect((await send(session, "/api/user/quiz-results", "POST", { quizId: id, answers: five })).body).toMatchObject({
      score: 5,
      best: 9,
      attempts: 2,
    });
    // All 12 right: a new best.
    expect(
      (await send(session, "/api/user/quiz-results", "POST", { quizId: id, answers: rightChoices })).body,
    ).toMatchObject({ score: 12, best: 12, attempts: 3 });
    const overview = await get(session, "/api/user/lms?locale=en");
    expect(overview.body.quizzes[0]).toMatchObject({ id, best: 12, attempts: 3, questionCount: 12 });
    // Another member's best is their own.
    const other = await member();
    expect((await get(other, "/api/user/lms")).body.quizzes[0]).toMatchObject({ id, best: null, attempts: 0 });
  });

  it("refuses answers that do not fit the quiz with a field code, and an unknown quiz with 404", async () => {
    const session = await member();
    const id = await quizId(session);
    const short = await send(session, "/api/user/quiz-results", "POST", { quizId: id, answers: [1, 2] });
    expect(short).toMatchObject({ status: 400, body: { error: { fields: { answers: ["INVALID_VALUE"] } } } });
    const outOfRange = rightChoices.map((right, i) => (i === 4 ? 4 : right));
    expect((await send(session, "/api/user/quiz-results", "POST", { quizId: id, answers: outOfRange })).status).toBe(
      400,
    );
    expect((await send(session, "/api/user/quiz-results", "POST", { quizId: id })).status).toBe(400);
    expect((await send(session, "/api/user/quiz-results", "POST", { quizId: "x", answers: [1] })).status).toBe(400);
    expect(
      (await send(session, "/api/user/quiz-results", "POST", { quizId: 99_999, answers: rightChoices })).status,
    ).toBe(404);
    expect((await get(session, "/api/user/lms")).body.quizzes[0]).toMatchObject({ best: null, attempts: 0 });
  });
});

describe("courses and lessons", () => {
  it("lists the two seeded courses of five lessons with no progress yet, in each locale", async () => {
    const session = await member();
    const tr = (await get(session, "/api/user/lms")).body;
    const en = (await get(session, "/api/user/lms?locale=en")).body;
    expect(tr.courses.map((c: any) => [c.slug, c.lessonCount, c.doneCount])).toEqual([
      ["umre-adim-adim", 5, 0],
      ["yolculuga-hazirlik", 5, 0],
    ]);
    expect(en.courses.map((c: any) => c.slug)).toEqual(["umrah-step-by-step", "preparing-for-the-journey"]);
    expect(en.courses[0].title).toBe("Umrah Step by Step");
    // 5 + 4 + 6 + 5 + 3 minutes, summed by hand from the seed.
    expect(en.courses[0].minutes).toBe(23);
    expect((await get(session, "/api/user/lms?locale=de")).status).toBe(400);
  });

  it("answers a course by either locale's slug in the requested locale, and 404 for an unknown one", async () => {
    const session = await member();
    const course = await get(session, `/api/user/lms/${stepByStep.tr}?locale=en`);
    expect(course.status).toBe(200);
    expect(course.body.slug).toBe(stepByStep.en);
    expect(course.body.lessons.map((l: any) => l.title)).toEqual([
      "Entering ihram",
      "The restrictions of ihram",
      "Tawaf",
      "Sa'i",
      "Shaving and leaving ihram",
    ]);
    expect(course.body.lessons.filter((l: any) => l.done)).toEqual([]);
    const missing = await get(session, "/api/user/lms/yok-boyle-kurs");
    expect(missing).toMatchObject({ status: 404, body: { error: { code: "PAGE_NOT_FOUND" } } });
  });

  it("marks a lesson done for this user only, idempotently, and counts it in the course", async () => {
    const session = await member();
    const course = (await get(session, `/api/user/lms/${stepByStep.en}?locale=en`)).body;
    const tawaf = course.lessons[2];
    const lesson = await get(session, `/api/user/entries/${tawaf.id}?locale=tr`);
    expect(lesson.body).toMatchObject({
      title: "Tavaf",
      done: false,
      course: { slug: stepByStep.tr, lessonCount: 5 },
      previousId: course.lessons[1].id,
      nextId: course.lessons[3].id,
    });
    expect(lesson.body.body.length).toBeGreaterThan(0);
    const first = await send(session, `/api/user/entries/${tawaf.id}/progress`, "PUT");
    expect(first).toMatchObject({ status: 200, body: { lessonId: tawaf.id, done: true } });
    const again = await send(session, `/api/user/entries/${tawaf.id}/progress`, "PUT");
    expect(again.body.completedAt).toBe(first.body.completedAt);
    expect((await get(session, `/api/user/entries/${tawaf.id}`)).body.done).toBe(true);
    const overview = (await get(session, "/api/user/lms")).body;
    expect(overview.courses.map((c: any) => c.doneCount)).toEqual([1, 0]);
    const other = await member();
    expect((await get(other, `/api/user/entries/${tawaf.id}`)).body.done).toBe(false);
  });

  it("answers 404 for an unknown lesson and 400 for a bad id", async () => {
    const session = await member();
    expect((await get(session, "/api/user/entries/99999")).status).toBe(404);
    expect((await send(session, "/api/user/entries/99999/progress", "PUT")).status).toBe(404);
    expect((await get(session, "/api/user/entries/abc")).status).toBe(400);
  });
});
