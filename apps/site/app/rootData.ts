import type { Route } from "./+types/root";

/** What the root loader answers (origin, locale, site settings, user, texts), typed from its loader. */
export type RootData = Route.ComponentProps["loaderData"];

interface Match {
  id: string;
  loaderData?: unknown;
}

/**
 * The root loader's data in a `meta` function, the one place that reads it out of `matches`
 * (issue 23 §4; ten copies of the lookup before). Absent when the root loader failed.
 */
export function rootMatchData(matches: ReadonlyArray<Match | undefined>): RootData | undefined {
  return matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
}
