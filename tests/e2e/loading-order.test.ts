import { describe, expect, it } from "vitest";
import { axeViolations, guardedContext } from "../support/browser.ts";
import { siteAndBrowser } from "../support/site-and-browser.ts";

/**
 * Issue 10: what a page asks for first. The page's scripts wait behind its stylesheets and its
 * largest photo (module preloads at low priority, the first card's or the cover's photo at high
 * priority and never lazy), and the tour gallery's lightbox (Radix Dialog) loads only when a
 * visitor reaches for a photo. Lighthouse's first contentful paint went from 2.6–3.0 s to
 * 1.1–1.2 s with the first of these (docs/benchmarks.md).
 */
const e2e = siteAndBrowser();

const tours = {
  tr: { path: "/tour/10-gunluk-konfor-umre-turu", gallery: "Fotoğraf galerisi", enlarge: /^Büyüt: / },
  en: { path: "/en/tour/10-day-comfort-umrah-tour", gallery: "Photo gallery", enlarge: /^Enlarge: / },
} as const;

const tagsOf = (html: string, pattern: RegExp) => html.match(pattern) ?? [];

const logins = {
  tr: { path: "/user/login", email: "E-posta", submit: "Giriş Yap", invalid: "Geçerli bir e-posta adresi girin." },
  en: { path: "/en/user/login", email: "E-mail", submit: "Sign In", invalid: "Enter a valid e-mail address." },
} as const;

/** The form schemas' module (zod and the domain's schemas) is a script of its own: `formSchemas-<hash>.js`. */
const isSchemas = (path: string) => /\/(formSchemas|zod)-[\w-]+\.js$/.test(path);

describe.each(["tr", "en"] as const)("loading order in %s", (locale) => {
  const tour = tours[locale];

  it("marks every module preload low priority and the tour's cover high priority", async () => {
    const html = await (await fetch(`${e2e.site.url}${tour.path}`)).text();
    const preloads = tagsOf(html, /<link rel="modulepreload"[^>]*>/g);
    expect(preloads.length).toBeGreaterThan(5);
    expect(preloads.filter((tag) => !tag.includes('fetchpriority="low"'))).toEqual([]);
    const cover = tagsOf(html, /<img class="tour-cover"[^>]*>/g);
    expect(cover).toHaveLength(1);
    expect(cover[0]).toContain('fetchPriority="high"');
    expect(cover[0]).not.toContain('loading="lazy"');
  });

  it("loads the first card's photo at once and every other card's when it is seen (home and a list)", async () => {
    for (const path of [
      locale === "tr" ? "/" : "/en",
      locale === "tr" ? "/tour/umre-turlari" : "/en/tour/umrah-tours",
    ]) {
      const html = await (await fetch(`${e2e.site.url}${path}`)).text();
      const cards = tagsOf(html, /<article[^>]*>\s*<div[^>]*>\s*<img[^>]*>/g).map((tag) =>
        tag.slice(tag.indexOf("<img")),
      );
      expect(cards.length, path).toBeGreaterThan(3);
      expect(cards[0], path).toContain('fetchPriority="high"');
      expect(cards[0], path).toContain('loading="eager"');
      expect(
        cards.slice(1).filter((tag) => !tag.includes('loading="lazy"')),
        path,
      ).toEqual([]);
    }
  });

  it("keeps the site's browser behaviour out of the page's first scripts and loads it after hydration", async () => {
    const html = await (await fetch(`${e2e.site.url}${tour.path}`)).text();
    const first = tagsOf(html, /<link rel="modulepreload"[^>]*>|import[^;]*from\s*"[^"]+"/g);
    expect(first.length).toBeGreaterThan(5);
    expect(first.filter((tag) => tag.includes("SiteBehaviour"))).toEqual([]);

    const { context, consoleErrors } = await guardedContext(e2e.browser);
    const page = await context.newPage();
    const later = page.waitForRequest((request) => new URL(request.url()).pathname.includes("SiteBehaviour"));
    await page.goto(`${e2e.site.url}${tour.path}`);
    await later;
    // The consent banner is part of it: it asks once the module is in.
    await page.getByTestId("consent-banner").waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("sends the header's tagline still, and types it once its motion has loaded after hydration", async () => {
    const html = await (await fetch(`${e2e.site.url}${tour.path}`)).text();
    expect(html).not.toContain("TaglineMotion");
    const { context, consoleErrors } = await guardedContext(e2e.browser);
    const page = await context.newPage();
    const motion = page.waitForRequest((request) => new URL(request.url()).pathname.includes("TaglineMotion"));
    await page.goto(`${e2e.site.url}${tour.path}`);
    await motion;
    const typed = page.getByTestId("tagline-visible").first();
    await expect.poll(async () => (await typed.textContent())?.length ?? 0, { timeout: 10_000 }).toBeGreaterThan(3);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("loads the lightbox's code only when a photo is reached for, then opens and closes it", async () => {
    const { context, consoleErrors, externalRequests } = await guardedContext(e2e.browser);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${e2e.site.url}${tour.path}`, { waitUntil: "networkidle" });
    await page.locator(".site-header-host[data-ready]").first().waitFor();
    expect(scripts.length).toBeGreaterThan(5);
    expect(scripts.filter((path) => /GalleryLightbox|Dialog/.test(path))).toEqual([]);

    const thumbnail = page.getByRole("button", { name: tour.enlarge }).first();
    await thumbnail.click();
    const dialog = page.getByRole("dialog", { name: tour.gallery });
    await dialog.waitFor();
    expect(scripts.filter((path) => path.includes("GalleryLightbox"))).toHaveLength(1);
    expect(await dialog.getByRole("img").count()).toBe(1);
    // The dialog's own stylesheet arrives with the lightbox, after the gallery's: the lightbox
    // must still keep its dark colours (white text on the dialog's white was the first result).
    await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)));
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await thumbnail.evaluate((element) => element === document.activeElement)).toBe(true);

    expect(consoleErrors).toEqual([]);
    expect(externalRequests).toEqual([]);
    await context.close();
  });

  it("sends a form page without zod, renders the schema's constraints, and checks the form once the schemas arrive", async () => {
    const login = logins[locale];
    const html = await (await fetch(`${e2e.site.url}${login.path}`)).text();
    const first = tagsOf(html, /<link rel="modulepreload"[^>]*>|import[^;]*from\s*"[^"]+"/g);
    expect(first.length).toBeGreaterThan(5);
    expect(first.filter((tag) => /formSchemas|zod-/.test(tag))).toEqual([]);
    // The loader's constraints: the server's form asks for an address and a password.
    expect(tagsOf(html, /<input[^>]*name="email"[^>]*>/g)[0]).toMatch(/required=""/);
    expect(tagsOf(html, /<input[^>]*name="password"[^>]*>/g)[0]).toMatch(/required=""/);
    expect(html).toContain('data-validation="server"');

    const { context, consoleErrors, externalRequests } = await guardedContext(e2e.browser);
    const page = await context.newPage();
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
    });
    const schemas = page.waitForRequest((request) => isSchemas(new URL(request.url()).pathname));
    await page.goto(`${e2e.site.url}${login.path}`);
    await schemas;
    await page.locator('form[data-validation="ready"]').waitFor();
    await page.getByLabel(login.email, { exact: true }).fill("abc");
    await page.getByRole("button", { name: login.submit }).click();
    await page.getByText(login.invalid).first().waitFor();
    // The browser's check refused it: nothing went to the server.
    expect(posts).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(externalRequests).toEqual([]);
    await context.close();
  });

  it("posts a form to the server while the schemas have not arrived, and shows the server's answer", async () => {
    const login = logins[locale];
    const { context, consoleErrors } = await guardedContext(e2e.browser);
    const page = await context.newPage();
    // A slow network: the schemas' script is held back until the form has been sent.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => isSchemas(url.pathname),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(`${new URL(request.url()).pathname} ${request.postData() ?? ""}`);
    });
    await page.goto(`${e2e.site.url}${login.path}`);
    await page.locator(".site-header-host[data-ready]").first().waitFor();
    expect(await page.locator("form[data-validation]").getAttribute("data-validation")).toBe("server");
    await page.getByLabel(login.email, { exact: true }).fill("abc");
    // Leaving the field asks nothing of the server (conform would post a "validate" intent).
    await page.keyboard.press("Tab");
    await page.getByRole("button", { name: login.submit }).click();
    await page.getByText(login.invalid).first().waitFor();
    // React Router posted it to the route's action (its `.data` request), as the page had no checks yet.
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatch(new RegExp(`^${login.path}\\.data `));
    expect(posts[0]).not.toContain("__intent__");
    // What was typed is still there.
    expect(await page.getByLabel(login.email, { exact: true }).inputValue()).toBe("abc");
    release();
    await page.locator('form[data-validation="ready"]').waitFor();
    // Chromium logs the action's 400 answer (the refusal this test asked for); nothing else.
    expect(consoleErrors).toEqual(["Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
    await context.close();
  });
});
