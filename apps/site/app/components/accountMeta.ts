import type { MetaDescriptor } from "react-router";
import { rootMatchData } from "../rootData";
import { metaTexts, type Texts } from "../i18n";
import { pageMeta } from "../seo";

interface MetaArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/**
 * Meta of a private page (account, agent, learning): its title, or the site's name while the
 * page's texts are missing; kept out of search engines unless `index` is asked for.
 */
export function privateMeta(
  { location, matches }: MetaArgs,
  title: string | undefined,
  options: { index?: boolean } = {},
): MetaDescriptor[] {
  const t = metaTexts(matches);
  const root = rootMatchData(matches);
  if (!t) return [];
  return pageMeta({
    title: title ?? t.common.siteName,
    origin: root?.origin ?? "",
    pathname: location.pathname,
    siteName: t.common.siteName,
    noindex: !options.index,
  });
}

/** Meta of an account page from its title key in the shared texts. */
export function accountMeta(args: MetaArgs, titleKey: keyof Texts["account"], options: { index?: boolean } = {}) {
  const title = metaTexts(args.matches)?.account[titleKey];
  return privateMeta(args, typeof title === "string" ? title : undefined, options);
}
