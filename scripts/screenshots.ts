import { mkdir } from "node:fs/promises";
import path from "node:path";
import { chromium, type BrowserContext } from "playwright-core";

/**
 * Screenshots for the README (issues 12, 22, 23, 24): home, a tour list, a tour, its planner and a hotel, in
 * Turkish and English, at 1280 px (desktop) and 390 px (phone); then the back office as the demo
 * admin (a development deployment's accounts: `RIHLA_ENV=development`).
 *
 *   npm run build && npm start   (or any running site)
 *   node scripts/screenshots.ts http://127.0.0.1:3000
 *
 * The tour and hotel are the first of the list's page, as the API orders them that day.
 */
const base = process.argv[2] ?? "http://127.0.0.1:3000";
const out = path.resolve(import.meta.dirname, "../docs/screenshots");
const viewports = { desktop: { width: 1280, height: 900 }, mobile: { width: 390, height: 844 } } as const;
const listSlug = { tr: "/tour/aralik-umre-turlari", en: "/en/tour/december-umrah-tours" } as const;

await mkdir(out, { recursive: true });

/** The visitor has answered the cookie question, so its banner covers nothing in the picture. */
async function answeredConsent(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: "rihla_consent", value: "denied", url: base }]);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-dev-shm-usage"],
});
try {
  for (const locale of ["tr", "en"] as const) {
    for (const [device, viewport] of Object.entries(viewports)) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
      await answeredConsent(context);
      // Nothing leaves the machine: the pages' images are served by the site itself.
      await context.route("**/*", (route) =>
        ["127.0.0.1", "localhost"].includes(new URL(route.request().url()).hostname) ? route.continue() : route.abort(),
      );
      const page = await context.newPage();
      const shot = async (name: string, url: string) => {
        await page.goto(new URL(url, base).toString(), { waitUntil: "networkidle" });
        await page.screenshot({ path: path.join(out, `${name}-${locale}-${device}.png`), fullPage: false });
      };
      await shot("home", locale === "en" ? "/en" : "/");
      await shot("list", listSlug[locale]);
      const tour = await page.locator(".tour-grid li a").first().getAttribute("href");
      if (tour) await shot("tour", tour);
      const hotel = await page.locator(".tour-hotels a").first().getAttribute("href");
      // The planner (issue 23 §4): steps, rooms, and the price card beside or below them.
      const book = tour ? await page.locator("tr[data-departure] td a").first().getAttribute("href") : null;
      if (book) await shot("planner", book);
      if (hotel) await shot("hotel", hotel);
      await context.close();
    }
  }
  // The back office (issue 24), signed in as the demo admin of a development deployment.
  for (const [name, pathname, device] of [
    ["admin-dashboard-tr-desktop", "/admin/dashboard", "desktop"],
    ["admin-reservations-tr-desktop", "/admin/reservations", "desktop"],
    ["admin-reservations-en-mobile", "/en/admin/reservations", "mobile"],
  ] as const) {
    const context = await browser.newContext({ viewport: viewports[device], deviceScaleFactor: 1 });
    await answeredConsent(context);
    const page = await context.newPage();
    await page.goto(new URL(`/user/login?redirect=${encodeURIComponent(pathname)}`, base).toString());
    await page.getByLabel("E-posta", { exact: true }).fill("admin@rihla.example");
    await page.getByLabel("Şifre", { exact: true }).fill(process.env.DEMO_PASSWORD ?? "Rihla2026!demo");
    await page.getByRole("button", { name: "Giriş Yap", exact: true }).click();
    await page.waitForURL((url) => url.pathname === pathname);
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: path.join(out, `${name}.png`), fullPage: false });
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(`screenshots in ${out}`);
