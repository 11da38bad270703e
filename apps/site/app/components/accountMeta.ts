import type { MetaDescriptor } from "react-router";
import { metaTexts, type Texts } from "../i18n";
import { pageMeta } from "../seo";

interface MetaArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/** Meta of an account page from its title key; private pages are kept out of search engines. */
export function accountMeta(
  { location, matches }: MetaArgs,
  titleKey: keyof Texts["account"],
  options: { index?: boolean } = {},
): MetaDescriptor[] {
  const t = metaTexts(matches);
  const root = matches.find((match) => match?.id === "root")?.loaderData as { origin: string } | undefined;
  if (!t) return [];
  const title = t.account[titleKey];
  return [
    ...pageMeta({
      title: typeof title === "string" ? title : t.common.siteName,
      origin: root?.origin ?? "",
      pathname: location.pathname,
      siteName: t.common.siteName,
    }),
    ...(options.index ? [] : [{ name: "robots", content: "noindex" }]),
  ];
}
