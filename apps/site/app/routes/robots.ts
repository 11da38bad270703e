import type { Route } from "./+types/robots";

/** Account, back-office, booking and order pages are not for search engines (spec §2). */
const disallowed = ["/user", "/agent", "/admin", "/reservation", "/order"];

/** `/robots.txt`: what crawlers may visit, in both locales, and where the sitemap is. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const lines = [
    "User-agent: *",
    ...disallowed.flatMap((path) => [`Disallow: ${path}`, `Disallow: /en${path}`]),
    "Allow: /",
    "",
    `Sitemap: ${new URL("/sitemap.xml", origin).toString()}`,
    "",
  ];
  return new Response(lines.join("\n"), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
