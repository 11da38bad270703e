import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardedContext, launchBrowser } from "../support/browser.ts";
import { startSite, type RunningSite } from "../support/server.ts";

// Issue 13: a member plays the seeded quiz to the end and sees the score, the best score shows
// on /user/lms, and a lesson marks progress — in Turkish with JavaScript (the quiz machine) and
// in English without it (the same forms through the address and the action). The expected
// values are worked out by hand from the seed (apps/api/src/seed/content/community.ts).

/** The seed quiz's right choice per question, read by hand. */
const rightChoices = [1, 2, 0, 3, 1, 2, 0, 3, 1, 2, 0, 3];
const demoPassword = "Rihla2026!demo";

const texts = {
  tr: {
    prefix: "",
    lmsTitle: "Eğitimlerim",
    takeQuiz: "Yarışmayı çöz",
    answer: "Cevapla",
    reveal: "Cevabı göster",
    next: "Sonraki soru",
    finish: "Sonucu gör",
    course: "Adım Adım Umre",
    lesson: "Tavaf",
    markDone: "Tamamlandı olarak işaretle",
    markedDone: "Bu dersi tamamladınız.",
  },
  en: {
    prefix: "/en",
    lmsTitle: "My learning",
    takeQuiz: "Take the quiz",
    answer: "Answer",
    reveal: "Show the answer",
    next: "Next question",
    finish: "See my score",
    course: "Umrah Step by Step",
    lesson: "Tawaf",
    markDone: "Mark as done",
    markedDone: "You have completed this lesson.",
  },
};

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  site = await startSite({ RIHLA_ENV: "development", RATE_LIMIT_MAX: "100" });
  browser = await launchBrowser();
}, 200_000);
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** A browser context signed in as a demo account (the session cookie from POST /auth/local). */
async function signedIn(email: string, javaScript: boolean): Promise<{ context: BrowserContext; errors: string[] }> {
  const response = await fetch(`${site.url}/auth/local`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: site.url },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  expect(response.status).toBe(200);
  let context: BrowserContext;
  let errors: string[] = [];
  if (javaScript) {
    const guarded = await guardedContext(browser);
    context = guarded.context;
    errors = guarded.consoleErrors;
  } else {
    context = await browser.newContext({ javaScriptEnabled: false });
  }
  const cookies = response.headers.getSetCookie().map((cookie) => {
    const [pair] = cookie.split(";");
    const [name, ...value] = pair!.split("=");
    return { name: name!, value: value.join("="), url: site.url };
  });
  await context.addCookies(cookies);
  return { context, errors };
}

async function hydrated(page: Page, javaScript: boolean) {
  if (javaScript) await page.locator(".site-header-host[data-session]").first().waitFor();
}

describe.each([
  { locale: "tr" as const, javaScript: true, email: "customer@rihla.example" },
  { locale: "en" as const, javaScript: false, email: "agent@rihla.example" },
])("learning area in $locale (JavaScript $javaScript)", ({ locale, javaScript, email }) => {
  const t = texts[locale];

  it("plays the quiz to the end, sees the score and finds it as the best score", async () => {
    const { context, errors } = await signedIn(email, javaScript);
    const page = await context.newPage();
    await page.goto(`${site.url}${t.prefix}/user/lms`, { waitUntil: "networkidle" });
    await hydrated(page, javaScript);
    await page.getByRole("heading", { name: t.lmsTitle, level: 1 }).waitFor();
    await page.getByRole("link", { name: t.takeQuiz }).click();
    await page.locator("[data-testid=quiz-position]").waitFor();
    await hydrated(page, javaScript);

    // Turkish: every third question revealed (0, 3, 6, 9), right at 1, 4, 7, 10, wrong at the
    // others → 4 right. English: question 0 revealed, 1–6 right, 7–11 wrong → 6 right.
    const plan = (i: number): "reveal" | "right" | "wrong" =>
      locale === "tr"
        ? i % 3 === 0
          ? "reveal"
          : i % 3 === 1
            ? "right"
            : "wrong"
        : i === 0
          ? "reveal"
          : i <= 6
            ? "right"
            : "wrong";
    const expected = locale === "tr" ? 4 : 6;

    for (const [i, right] of rightChoices.entries()) {
      await expect
        .poll(() => page.locator("[data-testid=quiz-position]").textContent())
        .toContain(locale === "tr" ? `Soru ${i + 1} / 12` : `Question ${i + 1} of 12`);
      const step = plan(i);
      if (step === "reveal") {
        await page.getByRole("button", { name: t.reveal }).click();
      } else {
        await page
          .locator("input[name=choice]")
          .nth(step === "right" ? right : (right + 1) % 4)
          .check();
        await page.getByRole("button", { name: t.answer, exact: true }).click();
      }
      await page.getByRole("button", { name: i === 11 ? t.finish : t.next }).click();
    }

    const score = page.getByTestId("quiz-score");
    await score.waitFor();
    expect(await score.textContent()).toBe(
      locale === "tr"
        ? `12 sorudan ${expected} doğru cevap verdiniz.`
        : `You answered ${expected} of 12 questions correctly.`,
    );
    await page.getByTestId("quiz-saved").waitFor();
    expect(await page.getByTestId("quiz-saved").textContent()).toContain(`${expected} / 12`);
    if (javaScript) {
      // The machine reached `completed`: the page was drawn from its snapshot.
      expect(await page.locator("section[data-flow]").getAttribute("data-flow")).toBe("completed");
    }

    await page.goto(`${site.url}${t.prefix}/user/lms`, { waitUntil: "networkidle" });
    expect(await page.getByTestId("quiz-best").first().textContent()).toBe(
      locale === "tr" ? `En iyi skorunuz: ${expected} / 12` : `Your best score: ${expected} / 12`,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens a course and a lesson, and marking it done shows as progress", async () => {
    const { context, errors } = await signedIn(email, javaScript);
    const page = await context.newPage();
    await page.goto(`${site.url}${t.prefix}/user/lms`, { waitUntil: "networkidle" });
    await hydrated(page, javaScript);
    const progress = page.locator("[data-course=umre-adim-adim] [data-testid=course-progress]");
    expect(await progress.textContent()).toBe(locale === "tr" ? "0 / 5 ders tamamlandı" : "0 of 5 lessons done");
    await page.getByRole("link", { name: t.course }).click();
    await page.getByRole("heading", { name: t.course, level: 1 }).waitFor();
    await page.getByRole("link", { name: t.lesson, exact: true }).click();
    await page.getByRole("heading", { name: t.lesson, level: 1 }).waitFor();
    await hydrated(page, javaScript);
    await page.getByRole("button", { name: t.markDone }).click();
    await page.getByText(t.markedDone).waitFor();

    await page.goto(`${site.url}${t.prefix}/user/lms`, { waitUntil: "networkidle" });
    expect(await progress.textContent()).toBe(locale === "tr" ? "1 / 5 ders tamamlandı" : "1 of 5 lessons done");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("guests", () => {
  it("are sent to the login page from the quiz and the learning area", async () => {
    for (const path of ["/user/quiz/quiz-1", "/en/user/lms", "/user/entry/1"]) {
      const response = await fetch(`${site.url}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toMatch(/\/user\/login\?redirect=/);
    }
  });
});
