import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite, type RunningSite } from "../support/server.ts";

// Issue 12: no dead link in the site's menus and footer. Every link of every menu the API gives
// the layout (header mega-menu with its lists, mobile menu, footer lists), and every link the
// server-rendered home page holds, in both locales, must end on a page that answers 200.

interface MenuLeaf {
  label: string;
  href: string;
}
interface SiteAnswer {
  menus: Record<string, (MenuLeaf & { children: MenuLeaf[] })[]>;
}

let site: RunningSite;
beforeAll(async () => {
  site = await startSite();
}, 200_000);
afterAll(() => site?.stop());

/** The site's own paths among the links; tel:, mailto:, WhatsApp and other sites are not ours. */
function ownPath(href: string): string | null {
  const url = new URL(href, site.url);
  if (url.origin !== new URL(site.url).origin) return null;
  return `${url.pathname}${url.search}`;
}

/** Follows redirects on the site and returns the final status (a redirect off the site counts as 0). */
async function finalStatus(path: string): Promise<number> {
  let target = path;
  for (let hop = 0; hop < 5; hop += 1) {
    const response = await fetch(`${site.url}${target}`, { redirect: "manual" });
    await response.body?.cancel();
    if (response.status < 300 || response.status >= 400) return response.status;
    const next = ownPath(response.headers.get("location") ?? "");
    if (!next) return 0;
    target = next;
  }
  return 0;
}

describe("menus and footer (issue 12)", () => {
  it.each(["tr", "en"] as const)("every menu and home-page link leads to a page (%s)", async (locale) => {
    const answer = (await (await fetch(`${site.url}/api/site?locale=${locale}`)).json()) as SiteAnswer;
    const menuNames = Object.keys(answer.menus);
    expect(menuNames).toEqual(expect.arrayContaining(["header", "mobile", "footerQuick", "footerCategories"]));
    const paths = new Set<string>();
    for (const items of Object.values(answer.menus)) {
      for (const item of items) {
        for (const link of [item, ...item.children]) {
          const path = ownPath(link.href);
          if (path) paths.add(path);
        }
      }
    }
    const menuLinks = paths.size;
    const home = await (await fetch(`${site.url}${locale === "en" ? "/en" : "/"}`)).text();
    for (const [, href] of home.matchAll(/<a [^>]*href="([^"]+)"/g)) {
      const path = ownPath(href!.replaceAll("&amp;", "&"));
      if (path && !path.startsWith("/#")) paths.add(path.split("#")[0]!);
    }
    // The seed's menus alone hold dozens of links; the home page adds tours, lists and campaigns.
    expect(menuLinks).toBeGreaterThanOrEqual(20);
    expect(paths.size).toBeGreaterThan(menuLinks);
    const dead: string[] = [];
    for (const path of paths) {
      const status = await finalStatus(path);
      if (status !== 200) dead.push(`${path} → ${status}`);
    }
    expect(dead).toEqual([]);
  });
});
