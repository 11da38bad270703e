import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser } from "../support/browser.ts";
import { startSite, type RunningSite } from "../support/server.ts";

// Issue 25's journey, once per locale, without scripts (the pages are plain server forms): an
// admin creates a tour in both languages with a departure and prices and publishes it; a visitor
// finds it on the list and its page in both locales at once (the production page cache is on, so
// this also proves the purge); a customer books; the admin raises the price and the page shows it
// at once while the reservation keeps its price; a capacity under the seats taken is refused with
// the clear text; the admin closes the date and the page says so.

const demoPassword = "Rihla2026!demo";
/** Days no seeded tour has: the list filtered by it shows the new tour alone. */
const days = 29;
const texts = {
  tr: {
    prefix: "",
    email: "E-posta",
    password: "Şifre",
    signIn: "Giriş Yap",
    nav: "Yönetim menüsü",
    tours: "Turlar",
    newTour: "Yeni tur",
    turkish: "Türkçe",
    english: "İngilizce",
    title: "Tur adı",
    slug: "Adres (slug)",
    short: "Kısa açıklama",
    includes: "Fiyata dahil olanlar",
    dayTitle: "Başlık",
    days: "Gün sayısı",
    published: "Yayında",
    create: "Turu oluştur",
    created: "Tur oluşturuldu. Şimdi hareket tarihlerini ekleyin.",
    newDeparture: "Yeni hareket",
    start: "Gidiş",
    end: "Dönüş",
    capacity: "Kapasite",
    addDeparture: "Hareket ekle",
    departureCreated: "Hareket eklendi.",
    saveDeparture: "Hareketi kaydet",
    departureSaved: "Hareket kaydedildi.",
    closed: "Satışa kapalı (mevcut rezervasyonlar kalır)",
    capacityRefused: "Kapasite satılan koltuk sayısının (2) altına düşürülemez.",
    checkFields: "Lütfen işaretli alanları düzeltin.",
    currency: "TRY",
    price: "51.000",
    raised: "54.000",
    publicClosed: "Satışa Kapalı",
    saveTour: "Turu kaydet",
    tourSaved: "Tur kaydedildi.",
    gallery: "Fotoğraf galerisi",
    galleryNew: "Yeni görsel ekle",
    galleryFile: "Görsel dosyası",
    altTr: "Alt metin (Türkçe)",
    altEn: "Alt metin (İngilizce)",
    upload: "Yükle",
    gallerySaved: "Galeri kaydedildi.",
    moveSecondUp: "2. görseli yukarı taşı",
    imageInvalid: "Görsel JPEG, PNG ya da WebP biçiminde olmalıdır.",
    imageTooLarge: "Görsel en fazla 5 MB olabilir.",
    photos: "Fotoğraflar",
  },
  en: {
    prefix: "/en",
    email: "E-mail",
    password: "Password",
    signIn: "Sign In",
    nav: "Back office menu",
    tours: "Tours",
    newTour: "New tour",
    turkish: "Turkish",
    english: "English",
    title: "Tour name",
    slug: "Address (slug)",
    short: "Short description",
    includes: "Included in the price",
    dayTitle: "Title",
    days: "Days",
    published: "Published",
    create: "Create the tour",
    created: "The tour was created. Now add its departure dates.",
    newDeparture: "New departure",
    start: "Start",
    end: "Return",
    capacity: "Capacity",
    addDeparture: "Add the departure",
    departureCreated: "The departure was added.",
    saveDeparture: "Save the departure",
    departureSaved: "The departure was saved.",
    closed: "Closed for sale (existing reservations stay)",
    capacityRefused: "The capacity cannot go below the 2 seats already taken.",
    checkFields: "Please correct the marked fields.",
    currency: "USD",
    price: "1,500",
    raised: "1,600",
    publicClosed: "Closed for Sale",
    saveTour: "Save the tour",
    tourSaved: "The tour was saved.",
    gallery: "Photo gallery",
    galleryNew: "Add an image",
    galleryFile: "Image file",
    altTr: "Alt text (Turkish)",
    altEn: "Alt text (English)",
    upload: "Upload",
    gallerySaved: "The gallery was saved.",
    moveSecondUp: "Move image 2 up",
    imageInvalid: "The image must be a JPEG, PNG or WebP file.",
    imageTooLarge: "The image can be at most 5 MB.",
    photos: "Photos",
  },
} as const;

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  site = await startSite({ RIHLA_ENV: "development" });
  browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

async function apiToken(email: string): Promise<string> {
  const response = await fetch(`${site.url}/auth/local`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  return ((await response.json()) as { token: string }).token;
}

async function signIn(page: Page, t: (typeof texts)["tr" | "en"], email: string) {
  await page.goto(`${site.url}${t.prefix}/user/login`);
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(demoPassword);
  await page.getByRole("button", { name: t.signIn, exact: true }).click();
  await page.waitForURL(/\/dashboard$/);
}

async function plainContext(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  // A step that cannot happen fails with its locator, not with the test's timeout.
  context.setDefaultTimeout(30_000);
  return { context, page: await context.newPage() };
}

/** What a visitor's browser gets for a public page: its status and its text. */
async function visit(page: Page, path: string): Promise<{ status: number; text: string }> {
  const response = await page.goto(`${site.url}${path}`);
  return { status: response?.status() ?? 0, text: await page.locator("body").innerText() };
}

describe.each(["tr", "en"] as const)("staff edit the catalogue (%s)", (locale) => {
  const t = texts[locale];

  it("create, publish, price, book, raise, refuse a capacity, close: the public pages follow at once", async () => {
    const stamp = `${locale}${Date.now().toString(36)}`;
    const tour = {
      tr: {
        title: `Deneme Umresi ${stamp}`,
        slug: `deneme-umresi-${stamp}`,
        short: "Otuz günlük deneme turu.",
        includes: "Vize ücreti",
        firstDay: "Medine'ye varış",
      },
      en: {
        title: `Test Umrah ${stamp}`,
        slug: `test-umrah-${stamp}`,
        short: "A thirty-day test tour.",
        includes: "The visa fee",
        firstDay: "Arrival in Madinah",
      },
    };
    const admin = await plainContext();
    const visitor = await plainContext();
    try {
      await signIn(admin.page, t, "admin@rihla.example");
      const page = admin.page;
      // The side navigation leads to the list; the list to the creation form.
      await page.goto(`${site.url}${t.prefix}/admin/dashboard`);
      await page.getByRole("navigation", { name: t.nav }).getByRole("link", { name: t.tours, exact: true }).click();
      await page.waitForURL(/\/admin\/tour\/allTours$/);
      await page.getByRole("link", { name: t.newTour, exact: true }).click();
      await page.waitForURL(/\/admin\/tour\/new$/);

      // Both languages side by side; a first try with a broken slug is refused on its field.
      for (const [legend, l] of [
        [t.turkish, "tr"],
        [t.english, "en"],
      ] as const) {
        const group = page.getByRole("group", { name: legend, exact: true });
        await group.getByLabel(t.title, { exact: true }).fill(tour[l].title);
        await group.getByLabel(t.slug, { exact: true }).fill(l === "tr" ? "Büyük Harf" : tour[l].slug);
        await group.getByLabel(t.short, { exact: true }).fill(tour[l].short);
        await group.getByLabel(t.includes, { exact: true }).fill(`${tour[l].includes}\nTransfer`);
        await group.getByLabel(t.dayTitle, { exact: true }).fill(tour[l].firstDay);
      }
      await page.getByLabel(t.days, { exact: true }).fill(String(days));
      await page.getByLabel(t.published, { exact: true }).check();
      await page.getByRole("button", { name: t.create, exact: true }).click();
      await page.getByText(t.checkFields, { exact: true }).waitFor();
      const trSlug = page.getByRole("group", { name: t.turkish, exact: true }).getByLabel(t.slug, { exact: true });
      expect(await trSlug.getAttribute("aria-invalid")).toBe("true");
      // What was typed stays in the form.
      expect(await page.getByRole("group", { name: t.english, exact: true }).getByLabel(t.title).inputValue()).toBe(
        tour.en.title,
      );
      await trSlug.fill(tour.tr.slug);
      await page.getByRole("button", { name: t.create, exact: true }).click();
      await page.waitForURL(/\/admin\/tour\/\d+\?created=1$/);
      await page.getByText(t.created, { exact: true }).waitFor();
      const tourId = Number(/\/admin\/tour\/(\d+)/.exec(page.url())![1]);

      // A departure with prices in both currencies (typed in major units).
      const form = page.getByRole("region", { name: t.newDeparture, exact: true });
      await form.getByLabel(t.start, { exact: true }).fill("2027-03-10");
      await form.getByLabel(t.end, { exact: true }).fill("2027-04-07");
      await form.getByLabel(t.capacity, { exact: true }).fill("3");
      await form.locator('[name="prices.0.roomType"]').selectOption("DOUBLE");
      await form.locator('[name="prices.0.currency"]').selectOption("TRY");
      await form.locator('[name="prices.0.amount"]').fill("51000");
      await form.locator('[name="prices.1.roomType"]').selectOption("DOUBLE");
      await form.locator('[name="prices.1.currency"]').selectOption("USD");
      await form.locator('[name="prices.1.amount"]').fill("1500");
      await form.getByRole("button", { name: t.addDeparture, exact: true }).click();
      await page.getByText(t.departureCreated, { exact: true }).waitFor();

      // A visitor finds it on the list and its page, in both languages, at once.
      for (const [prefix, list, l] of [
        ["", "umre-turlari", "tr"],
        ["/en", "umrah-tours", "en"],
      ] as const) {
        const listPage = await visit(visitor.page, `${prefix}/tour/${list}?days=${days}`);
        expect(listPage.text).toContain(tour[l].title);
        const tourPage = await visit(visitor.page, `${prefix}/tour/${tour[l].slug}`);
        expect(tourPage.status).toBe(200);
        expect(tourPage.text).toContain(tour[l].short);
        expect(tourPage.text).toContain(tour[l].includes);
        expect(tourPage.text).toContain(tour[l].firstDay);
      }
      expect((await visit(visitor.page, `${t.prefix}/tour/${tour[locale].slug}`)).text).toContain(t.price);

      // A customer books two seats at today's price.
      const customer = await apiToken("customer@rihla.example");
      const details = (await (
        await fetch(`${site.url}/api/admin/tours/${tourId}`, {
          headers: { authorization: `Bearer ${await apiToken("admin@rihla.example")}` },
        })
      ).json()) as { departures: { id: number }[] };
      const departureId = details.departures[0]!.id;
      const booked = await fetch(`${site.url}/api/reservations`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${customer}`,
          "idempotency-key": `admin-tours-${stamp}`,
        },
        body: JSON.stringify({ departureId, currency: t.currency, rooms: [{ roomType: "DOUBLE", adults: 2 }] }),
      });
      expect(booked.status).toBe(201);
      const reservation = (await booked.json()) as { code: string; total: { amount: number; currency: string } };
      const paid = locale === "tr" ? 2 * 5_100_000 : 2 * 150_000;
      expect(reservation.total).toEqual({ amount: paid, currency: t.currency });

      // The page as visitors see it now (the booking's change emptied the cache; this fills it again).
      expect((await visit(visitor.page, `${t.prefix}/tour/${tour[locale].slug}`)).text).toContain(t.price);

      // The admin raises the price: the public page shows it on the next load; the booking keeps its price.
      await page.goto(`${site.url}${t.prefix}/admin/tour/${tourId}`);
      const departure = page.locator(`#departure-${departureId}`);
      // The price rows are in the API's order: currency, then room type (TRY before USD).
      expect(await departure.locator('[name="prices.0.currency"]').inputValue()).toBe("TRY");
      await departure.locator('[name="prices.0.amount"]').fill("54000");
      await departure.locator('[name="prices.1.amount"]').fill("1600");
      await departure.getByRole("button", { name: t.saveDeparture, exact: true }).click();
      await page.getByText(t.departureSaved, { exact: true }).waitFor();
      // The very next load, no waiting: the save purged the page cache (the time bound would be 30 s).
      const after = await visit(visitor.page, `${t.prefix}/tour/${tour[locale].slug}`);
      expect(after.text).toContain(t.raised);
      expect(after.text).not.toContain(t.price);
      const kept = (await (
        await fetch(`${site.url}/api/reservations/${reservation.code}`, {
          headers: { authorization: `Bearer ${customer}` },
        })
      ).json()) as { total: { amount: number } };
      expect(kept.total.amount).toBe(paid);

      // A capacity under the two seats taken is refused, in words, on the field.
      await departure.getByLabel(t.capacity, { exact: true }).fill("1");
      await departure.getByRole("button", { name: t.saveDeparture, exact: true }).click();
      const refused = page.locator(`#departure-${departureId}`);
      await refused.getByText(t.capacityRefused).first().waitFor();
      expect(await refused.getByLabel(t.capacity, { exact: true }).getAttribute("aria-invalid")).toBe("true");

      // Closing the date: the tour page says it is closed, the reservation stays.
      await refused.getByLabel(t.capacity, { exact: true }).fill("3");
      await refused.getByLabel(t.closed, { exact: true }).check();
      await refused.getByRole("button", { name: t.saveDeparture, exact: true }).click();
      await page.getByText(t.departureSaved, { exact: true }).waitFor();
      const closed = await visit(visitor.page, `${t.prefix}/tour/${tour[locale].slug}`);
      expect(closed.text).toContain(t.publicClosed);
      const still = (await (
        await fetch(`${site.url}/api/reservations/${reservation.code}`, {
          headers: { authorization: `Bearer ${customer}` },
        })
      ).json()) as { status: string };
      expect(still.status).toBe("WAITING");

      // New addresses in both languages: the old ones answer 301 to the new ones, per locale.
      for (const [legend, l] of [
        [t.turkish, "tr"],
        [t.english, "en"],
      ] as const) {
        await page
          .getByRole("group", { name: legend, exact: true })
          .getByLabel(t.slug, { exact: true })
          .fill(`${tour[l].slug}-yeni`);
      }
      await page.getByRole("button", { name: t.saveTour, exact: true }).click();
      await page.getByText(t.tourSaved, { exact: true }).waitFor();
      for (const [prefix, l] of [
        ["", "tr"],
        ["/en", "en"],
      ] as const) {
        const old = await fetch(`${site.url}${prefix}/tour/${tour[l].slug}`, { redirect: "manual" });
        expect(old.status).toBe(301);
        expect(new URL(old.headers.get("location")!, site.url).pathname).toBe(`${prefix}/tour/${tour[l].slug}-yeni`);
        expect((await visit(visitor.page, `${prefix}/tour/${tour[l].slug}-yeni`)).text).toContain(tour[l].title);
      }

      // The edit page, with its departure, refusals aside, passes axe (with scripts: axe runs in the page).
      const scripted = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const withScripts = await scripted.newPage();
        await signIn(withScripts, t, "admin@rihla.example");
        await withScripts.goto(`${site.url}${t.prefix}/admin/tour/${tourId}`);
        expect(await axeViolations(withScripts)).toEqual([]);
      } finally {
        await scripted.close();
      }
    } finally {
      await admin.context.close();
      await visitor.context.close();
    }
  }, 240_000);

  it("gallery: upload by pointer, alt texts per locale, a refused file, reorder; the public page follows", async () => {
    const stamp = `g${locale}${Date.now().toString(36)}`;
    const admin = await apiToken("admin@rihla.example");
    const text = (l: "tr" | "en") => ({
      slug: `galeri-${l}-${stamp}`,
      title: l === "tr" ? `Galeri Turu ${stamp}` : `Gallery Tour ${stamp}`,
      shortDescription: l === "tr" ? "Galeri denemesi." : "A gallery test.",
    });
    const created = await fetch(`${site.url}/api/admin/tours`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${admin}` },
      body: JSON.stringify({
        category: "umrah",
        days: 10,
        stars: 5,
        coverImage: "scenes/kaaba.jpg",
        published: true,
        translations: { tr: text("tr"), en: text("en") },
      }),
    });
    expect(created.status).toBe(201);
    const tourId = ((await created.json()) as { id: number }).id;
    const picture = async (colour: string) => ({
      name: `${colour.slice(1)}.png`,
      mimeType: "image/png",
      buffer: await sharp({ create: { width: 320, height: 200, channels: 3, background: colour } })
        .png()
        .toBuffer(),
    });
    const alts = [
      { tr: "Kırmızı çöl", en: "The red desert" },
      { tr: "Mavi deniz", en: "The blue sea" },
    ];

    const { context, page } = await plainContext();
    const visitor = await plainContext();
    try {
      await signIn(page, t, "admin@rihla.example");
      await page.goto(`${site.url}${t.prefix}/admin/tour/${tourId}`);
      const gallery = page.getByRole("region", { name: t.gallery, exact: true });
      const addImage = gallery.getByRole("group", { name: t.galleryNew, exact: true });
      // Two images, each picked with the file input and described in both languages.
      for (const [index, colour] of ["#b03020", "#2040b0"].entries()) {
        await addImage.getByLabel(t.galleryFile, { exact: true }).setInputFiles(await picture(colour));
        await addImage.getByLabel(t.altTr, { exact: true }).fill(alts[index]!.tr);
        await addImage.getByLabel(t.altEn, { exact: true }).fill(alts[index]!.en);
        await addImage.getByRole("button", { name: t.upload, exact: true }).click();
        await gallery.getByText(t.gallerySaved, { exact: true }).waitFor();
      }
      const items = gallery.getByRole("listitem");
      expect(await items.count()).toBe(2);
      const sources = await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-gallery-src")));
      expect(await gallery.locator('[name="gallery.1.alt.en"]').inputValue()).toBe(alts[1]!.en);

      // A text file named .jpg is refused in words; an alt text edited in the same post is kept.
      await gallery.locator('[name="gallery.0.alt.tr"]').fill(`${alts[0]!.tr} (yeni)`);
      await addImage.getByLabel(t.galleryFile, { exact: true }).setInputFiles({
        name: "notes.jpg",
        mimeType: "image/jpeg",
        buffer: Buffer.from("Only words, no picture."),
      });
      await addImage.getByLabel(t.altEn, { exact: true }).fill("Typed, not lost");
      await addImage.getByRole("button", { name: t.upload, exact: true }).click();
      await gallery.locator('[data-field-error="image"]').getByText(t.imageInvalid).waitFor();
      expect(await addImage.getByLabel(t.galleryFile, { exact: true }).getAttribute("aria-invalid")).toBe("true");
      expect(await addImage.getByLabel(t.altEn, { exact: true }).inputValue()).toBe("Typed, not lost");
      expect(await gallery.locator('[name="gallery.0.alt.tr"]').inputValue()).toBe(`${alts[0]!.tr} (yeni)`);
      alts[0]!.tr = `${alts[0]!.tr} (yeni)`;
      // Over 5 MB (under the site's 6 MB for a form post): the API's limit, in words.
      const large = Buffer.alloc(5 * 1024 * 1024 + 64 * 1024);
      (await picture("#303030")).buffer.copy(large);
      await addImage
        .getByLabel(t.galleryFile, { exact: true })
        .setInputFiles({ name: "large.png", mimeType: "image/png", buffer: large });
      await addImage.getByRole("button", { name: t.upload, exact: true }).click();
      await gallery.locator('[data-field-error="image"]').getByText(t.imageTooLarge).waitFor();
      expect(await items.count()).toBe(2);

      // The public page as a visitor sees it now (this fills the page cache the reorder must purge).
      const publicOrder = async (prefix: "" | "/en", l: "tr" | "en") => {
        await visitor.page.goto(`${site.url}${prefix}/tour/${text(l).slug}`);
        const photos = visitor.page.getByRole("region", { name: texts[l].photos, exact: true });
        return {
          labels: await photos
            .getByRole("button")
            .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("aria-label") ?? "")),
          images: await photos
            .locator("img")
            .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("src") ?? "")),
        };
      };
      const before = await publicOrder("", "tr");
      expect(before.images[0]).toContain(sources[0]);
      expect(before.labels[0]).toContain(alts[0]!.tr);

      // The second image moves first, by its button.
      await gallery.getByRole("button", { name: t.moveSecondUp, exact: true }).click();
      await gallery.getByText(t.gallerySaved, { exact: true }).waitFor();
      expect(await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-gallery-src")))).toEqual([
        sources[1],
        sources[0],
      ]);

      // The public page, in both locales and at once: that order, that locale's alt texts.
      for (const [prefix, l] of [
        ["", "tr"],
        ["/en", "en"],
      ] as const) {
        const { labels, images } = await publicOrder(prefix, l);
        expect(labels).toHaveLength(2);
        expect(labels[0]).toContain(alts[1]![l]);
        expect(labels[1]).toContain(alts[0]![l]);
        expect(images[0]).toContain(sources[1]);
        expect(images[1]).toContain(sources[0]);
        // The image itself is served, from the upload.
        expect((await fetch(`${site.url}${images[0]}`)).headers.get("content-type")).toMatch(/^image\//);
      }

      // With scripts: the section passes axe with its images, and a file over the limit is refused
      // in words before it is sent.
      const scripted = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const withScripts = await scripted.newPage();
        await signIn(withScripts, t, "admin@rihla.example");
        await withScripts.goto(`${site.url}${t.prefix}/admin/tour/${tourId}`);
        expect(await axeViolations(withScripts)).toEqual([]);
        const section = withScripts.getByRole("region", { name: t.gallery, exact: true });
        const posts: string[] = [];
        withScripts.on("request", (request) => {
          if (request.method() === "POST") posts.push(request.url());
        });
        await section
          .getByLabel(t.galleryFile, { exact: true })
          .setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(7 * 1024 * 1024) });
        await section.getByRole("button", { name: t.upload, exact: true }).click();
        await section.locator('[data-field-error="image"]').getByText(t.imageTooLarge).waitFor();
        expect(posts).toEqual([]);
      } finally {
        await scripted.close();
      }
    } finally {
      await context.close();
      await visitor.context.close();
    }
  }, 240_000);
});
