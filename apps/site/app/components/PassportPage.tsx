import type { PageAnswer } from "@rihla/api";
import type { Locale } from "@rihla/domain";
import type { MetaDescriptor } from "react-router";
import { contentMeta, slugPaths } from "../contentSeo";
import type { ContentTexts } from "../i18n/content";
import { CmsPageView } from "./CmsPage";
import { PassportCheck, type PassportAnswer, type PassportMessageCode, type PassportValues } from "./PassportCheck";

/**
 * The passport check page, shared by its two routes (spec §2: /page/pasaport-dogrulama and
 * /page/passport-date-validity-check, each in both locales); the loader is .server/passport.ts.
 */
export interface PassportPageData {
  locale: Locale;
  texts: ContentTexts;
  page: PageAnswer;
  departures: { date: string; label: string }[];
  values: PassportValues;
  answer: PassportAnswer | null;
  messages: Record<PassportMessageCode, string>;
}

export function passportMeta(args: {
  loaderData: PassportPageData | undefined;
  matches: Parameters<typeof contentMeta>[0]["matches"];
  location: { pathname: string };
}): MetaDescriptor[] {
  if (!args.loaderData) return [];
  const { page, locale } = args.loaderData;
  return contentMeta(args, {
    locale,
    title: page.title,
    description: page.description,
    paths: slugPaths("/page", page.slugs, page.slug),
  });
}

export function PassportPage({ loaderData }: { loaderData: PassportPageData }) {
  const { locale, texts, page } = loaderData;
  return (
    <CmsPageView locale={locale} page={page} texts={texts}>
      <PassportCheck
        texts={texts.passport}
        messages={loaderData.messages}
        departures={loaderData.departures}
        values={loaderData.values}
        answer={loaderData.answer}
      />
    </CmsPageView>
  );
}
