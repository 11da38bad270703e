import { describe, expect, it } from "vitest";
import {
  adminBudget,
  adminCodeOnPublicPages,
  forbiddenTextsOnPublicPages,
  formBudget,
  isAdminModule,
  isAdminUrl,
  listingBudget,
  localeTablesOf,
  measureRoutes,
  overBudget,
  routeChain,
  routeFiles,
  searchableText,
  type BrowserManifest,
} from "./bundle-budget.ts";

// A manifest shaped like React Router's: a root layout, a public home, a form and a signed-in page.
const manifest: BrowserManifest = {
  url: "/assets/manifest.js",
  entry: { module: "/assets/entry.js", imports: ["/assets/react.js"] },
  routes: {
    root: {
      id: "root",
      module: "/assets/root.js",
      imports: ["/assets/react.js", "/assets/chrome.js"],
      css: ["/assets/kit.css#"],
    },
    "tr/home": {
      id: "tr/home",
      parentId: "root",
      index: true,
      module: "/assets/home.js",
      imports: ["/assets/chrome.js"],
    },
    "en/home": { id: "en/home", parentId: "root", path: "en", index: true, module: "/assets/home.js" },
    "tr/user-login": {
      id: "tr/user-login",
      parentId: "root",
      path: "user/login",
      module: "/assets/login.js",
      imports: ["/assets/chrome.js"],
    },
    "tr/user-dashboard": {
      id: "tr/user-dashboard",
      parentId: "root",
      path: "user/dashboard",
      module: "/assets/dashboard.js",
      imports: ["/assets/table.js"],
    },
    "tr/newsletter": {
      id: "tr/newsletter",
      parentId: "root",
      path: "newsletter",
      module: "/assets/nl.js",
      hasDefaultExport: false,
    },
  },
};
const links = {
  root: [
    { rel: "stylesheet", href: "/assets/kit.css" },
    { rel: "icon", href: "/favicon.svg" },
  ],
};
// (kit.css comes twice, as a route's CSS marked `#` and as a link: it counts once.)
// Sizes in bytes, chosen so each total is easy to add up by hand.
const sizes: Record<string, number> = {
  "/assets/manifest.js": 1_000,
  "/assets/entry.js": 60_000,
  "/assets/react.js": 40_000,
  "/assets/root.js": 10_000,
  "/assets/chrome.js": 5_000,
  "/assets/home.js": 2_000,
  "/assets/dashboard.js": 3_000,
  "/assets/login.js": 11_000,
  "/assets/table.js": 30_000,
  "/assets/kit.css": 20_000,
};
const gzipSize = (file: string) => sizes[file] ?? Number.NaN;

describe("bundle budget", () => {
  it("walks from the root down to the page", () => {
    expect(routeChain(manifest.routes, "tr/home")).toEqual(["root", "tr/home"]);
    expect(routeChain(manifest.routes, "missing")).toEqual([]);
  });

  it("counts the entry and each route's files once, and only stylesheet links", () => {
    const files = routeFiles(manifest, links, "tr/home");
    expect(files.js.toSorted()).toEqual(
      ["/assets/chrome.js", "/assets/entry.js", "/assets/home.js", "/assets/react.js", "/assets/root.js"].toSorted(),
    );
    expect(files.css).toEqual(["/assets/kit.css"]);
  });

  it("counts the manifest file only when the browser loads it (route discovery 'initial')", () => {
    expect(routeFiles(manifest, links, "tr/home", { manifestFile: true }).js).toContain("/assets/manifest.js");
    expect(routeFiles(manifest, links, "tr/home").js).not.toContain("/assets/manifest.js");
  });

  it("sums gzip sizes per page, skips resource routes and gives each page its budget", () => {
    const measured = measureRoutes(manifest, links, gzipSize);
    expect(measured.map((row) => [row.url, row.jsBytes, row.cssBytes, row.budget])).toEqual([
      // Home shows tour cards and reviews: the listing pages' budget (issue 12).
      ["/", 117_000, 20_000, listingBudget],
      ["/en", 117_000, 20_000, listingBudget],
      ["/user/login", 126_000, 20_000, formBudget],
      ["/user/dashboard", 148_000, 20_000, null],
    ]);
  });

  it("lets every page within its own budget pass, signed-in pages included", () => {
    // Login (126 kB) is over the public budget but within the forms' allowance; the dashboard
    // (148 kB) is signed-in, measured only.
    expect(overBudget(measureRoutes(manifest, links, gzipSize))).toEqual([]);
  });

  it("fails each budgeted page over a limit, JS and CSS apart", () => {
    const measured = measureRoutes(manifest, links, gzipSize);
    expect(overBudget(measured, { jsKb: 116, cssKb: 19.9 })).toEqual([
      "/: JS 117.0 kB gzip > 116 kB",
      "/: CSS 20.0 kB gzip > 19.9 kB",
      "/en: JS 117.0 kB gzip > 116 kB",
      "/en: CSS 20.0 kB gzip > 19.9 kB",
      "/user/login: JS 126.0 kB gzip > 116 kB",
      "/user/login: CSS 20.0 kB gzip > 19.9 kB",
    ]);
  });

  it("fails a form page past the forms' allowance and the home page past the listing pages' budget", () => {
    const heavier = (extra: Record<string, number>) => (file: string) => extra[file] ?? gzipSize(file);
    // 100 bytes over each budget: home is 117 kB, login 126 kB in the fixture.
    const overBy100 = (budgetKb: number, pageBytes: number, fileBytes: number) =>
      Math.round(budgetKb * 1000) - pageBytes + fileBytes + 100;
    const measured = measureRoutes(
      manifest,
      links,
      heavier({
        "/assets/login.js": overBy100(formBudget.jsKb, 126_000, 11_000),
        "/assets/home.js": overBy100(listingBudget.jsKb, 117_000, 2_000),
      }),
    );
    const over = (budgetKb: number) => `JS ${(budgetKb + 0.1).toFixed(1)} kB gzip > ${budgetKb} kB`;
    expect(overBudget(measured)).toEqual([
      `/: ${over(listingBudget.jsKb)}`,
      `/en: ${over(listingBudget.jsKb)}`,
      `/user/login: ${over(formBudget.jsKb)}`,
    ]);
  });

  describe("the domain's messages, one table per locale (issue 29)", () => {
    const chunks = {
      "assets/login.js": ["/apps/site/app/routes/user/login.tsx"],
      "assets/domainMessages.client.js": [
        "/packages/domain/src/messages/messages.ts",
        "/apps/site/app/i18n/domainMessages.client.ts",
      ],
      "assets/messages-tr.js": ["\0virtual:rihla/messages-tr"],
      "assets/messages-en.js": ["\0virtual:rihla/messages-en"],
    };
    const tables = localeTablesOf(chunks);
    const withTables: BrowserManifest = {
      ...manifest,
      routes: {
        ...manifest.routes,
        "tr/user-login": { ...manifest.routes["tr/user-login"]!, imports: ["/assets/domainMessages.client.js"] },
        "en/user-login": {
          ...manifest.routes["tr/user-login"]!,
          id: "en/user-login",
          path: "en/user/login",
          imports: ["/assets/domainMessages.client.js"],
        },
      },
    };

    it("finds the loader and each locale's table", () => {
      expect(tables).toEqual({
        loader: "/assets/domainMessages.client.js",
        tables: { tr: "/assets/messages-tr.js", en: "/assets/messages-en.js" },
      });
      expect(localeTablesOf({ "assets/home.js": ["/apps/site/app/routes/home.tsx"] })).toBeUndefined();
    });

    it("counts the page's own locale's table where the page formats messages, and nowhere else", () => {
      const js = (id: string) => routeFiles(withTables, links, id, { localeTables: tables }).js;
      expect(js("tr/user-login")).toContain("/assets/messages-tr.js");
      expect(js("tr/user-login")).not.toContain("/assets/messages-en.js");
      expect(js("en/user-login")).toContain("/assets/messages-en.js");
      expect(js("en/user-login")).not.toContain("/assets/messages-tr.js");
      expect(js("tr/home").filter((file) => file.includes("messages"))).toEqual([]);
    });
  });

  describe("the back office (issue 29)", () => {
    // The same manifest plus an admin page whose route and layout modules are admin code.
    const withAdmin: BrowserManifest = {
      ...manifest,
      routes: {
        ...manifest.routes,
        "tr/admin-reservations": {
          id: "tr/admin-reservations",
          parentId: "root",
          path: "admin/reservations",
          module: "/assets/admin-reservations.js",
          imports: ["/assets/table.js"],
        },
      },
    };
    const modules = {
      "assets/home.js": ["/apps/site/app/routes/home.tsx"],
      "assets/chrome.js": ["/apps/site/app/components/PageChrome.tsx", "/packages/ui/dist/Button/Button.js"],
      "assets/admin-reservations.js": ["/apps/site/app/routes/admin/reservations.tsx"],
      "assets/table.js": ["/packages/ui/dist/SideNav/SideNav.js"],
    };

    it("knows admin URLs and admin modules", () => {
      expect(["/admin", "/en/admin", "/admin/reservations", "/en/admin/x/:id"].map(isAdminUrl)).toEqual([
        true,
        true,
        true,
        true,
      ]);
      expect(["/administration", "/en/user/admin", "/"].map(isAdminUrl)).toEqual([false, false, false]);
      expect(isAdminModule("/apps/site/app/routes/admin/reservations.tsx")).toBe(true);
      expect(isAdminModule("/apps/site/app/layouts/admin.tsx")).toBe(true);
      expect(isAdminModule("/packages/ui/dist/AdminLayout/AdminLayout.js")).toBe(true);
      expect(isAdminModule("/packages/ui/dist/AdminLayout/AdminLayout.css.ts.vanilla.css?used")).toBe(true);
      expect(isAdminModule("/packages/ui/dist/Button/Button.js")).toBe(false);
      expect(isAdminModule("/apps/site/app/routes/home.tsx")).toBe(false);
      // The staff socket's hooks and its client library are back-office code too.
      expect(isAdminModule("/apps/site/app/components/staffSocket.ts")).toBe(true);
      expect(isAdminModule("/node_modules/socket.io-client/build/esm/index.js")).toBe(true);
      expect(isAdminModule("/node_modules/engine.io-client/build/esm/socket.js")).toBe(true);
      expect(isAdminModule("/apps/site/app/components/AdminArea.tsx")).toBe(false);
      // The back office's message areas: every text module that is not a public one, new ones too.
      expect(isAdminModule("/apps/site/app/i18n/accounting.ts")).toBe(true);
      expect(isAdminModule("/apps/site/app/i18n/adminTours.ts")).toBe(true);
      expect(isAdminModule("/apps/site/app/i18n/someNewStaffArea.ts")).toBe(true);
      expect(isAdminModule("/packages/domain/src/backoffice/messages.ts")).toBe(true);
      for (const name of ["tr", "en", "catalogue", "content", "reservation", "index", "domainMessages.client"]) {
        expect(isAdminModule(`/apps/site/app/i18n/${name}.ts`), name).toBe(false);
      }
      expect(isAdminModule("/apps/site/app/i18n/index.tsx")).toBe(false);
      expect(isAdminModule("/packages/domain/src/messages/messages.ts")).toBe(false);
    });

    it("fails a public page whose scripts hold a back-office or other-locale text, and only that page", () => {
      const sources: Record<string, string> = {
        "/assets/chrome.js": "const a=`Kasalar ve bakiyeleri`;",
        "/assets/login.js": 'const e="An error occurred. Please check your details";',
        "/assets/table.js": "const t=`Kasalar ve bakiyeleri`;",
      };
      const forbidden = (locale: string) => [
        { text: "Kasalar ve bakiyeleri", what: "back-office text (i18n/accounting.ts)" },
        ...(locale === "tr"
          ? [{ text: "An error occurred. Please check your details", what: "LOGIN_FAILED in en" }]
          : []),
      ];
      expect(forbiddenTextsOnPublicPages(withAdmin, links, (file) => sources[file] ?? "", forbidden)).toEqual([
        '/: /assets/chrome.js holds back-office text (i18n/accounting.ts) "Kasalar ve bakiyeleri"',
        '/en: /assets/chrome.js holds back-office text (i18n/accounting.ts) "Kasalar ve bakiyeleri"',
        '/user/login: /assets/chrome.js holds back-office text (i18n/accounting.ts) "Kasalar ve bakiyeleri"',
        '/user/login: /assets/login.js holds LOGIN_FAILED in en "An error occurred. Please check your details"',
      ]);
      // The admin page's own table is not a public page's; the signed-in dashboard is not checked.
      expect(forbiddenTextsOnPublicPages(withAdmin, links, () => "", forbidden)).toEqual([]);
    });

    it("looks only for texts a bundler writes as they are", () => {
      expect(searchableText("Geçerli bir e-posta adresi girin.")).toBe(true);
      expect(searchableText("Kısa")).toBe(false);
      expect(searchableText("Harem'e yürüme mesafesinde oteller")).toBe(false);
      expect(searchableText("Sayfa Bulunamadı: {path} ve ${x} burada")).toBe(false);
    });

    it("gives admin pages their own budget", () => {
      const measured = measureRoutes(withAdmin, links, (file) => gzipSize(file) || 1_000);
      expect(measured.find((row) => row.url === "/admin/reservations")?.budget).toEqual(adminBudget);
    });

    it("fails a public page whose scripts hold admin code, and only that page", () => {
      expect(adminCodeOnPublicPages(withAdmin, links, modules)).toEqual([]);
      // A shared chunk of the header now also holds the back office's side navigation.
      const leaked = {
        ...modules,
        "assets/chrome.js": [...modules["assets/chrome.js"], "/packages/ui/dist/SideNav/SideNav.js"],
      };
      expect(adminCodeOnPublicPages(withAdmin, links, leaked)).toEqual([
        "/: /assets/chrome.js holds back-office code (/packages/ui/dist/SideNav/SideNav.js)",
        "/en: /assets/chrome.js holds back-office code (/packages/ui/dist/SideNav/SideNav.js)",
        "/user/login: /assets/chrome.js holds back-office code (/packages/ui/dist/SideNav/SideNav.js)",
      ]);
    });
  });
});
