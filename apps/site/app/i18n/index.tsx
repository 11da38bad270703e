import type { Locale } from "@rihla/domain";
import { createContext, use, useContext, type ReactNode } from "react";
import type { PageTexts } from "./types";
import { rootMatchData } from "../rootData";

/**
 * Issue 10: only the current locale's texts reach the browser. The root loader sends one
 * locale's `PageTexts` (site texts, the domain messages client code renders, a few links);
 * components read them with `useTexts()`, meta functions with `metaTexts(matches)`. Both
 * locales' tables stay on the server (`./catalogues`, used by loaders and actions).
 */

export type { ClientMessageCode, PageTexts, Texts } from "./types";

const TextsContext = createContext<PageTexts | null>(null);

export function useTexts(): PageTexts {
  const texts = useContext(TextsContext);
  if (!texts) throw new Error("useTexts() outside <TextsProvider>");
  return texts;
}

/** The page's texts in a meta function: the root loader's, absent when the root loader failed. */
export function metaTexts(matches: Parameters<typeof rootMatchData>[0]): PageTexts | undefined {
  return rootMatchData(matches)?.texts;
}

// When the root loader failed there are no page texts: the error page loads the tables on demand
// (the server render waits for them, so the HTML is complete and hydration matches).
const loading = new Map<Locale, Promise<PageTexts>>();
function loadTexts(locale: Locale): Promise<PageTexts> {
  let texts = loading.get(locale);
  if (!texts) {
    texts = import("./catalogues").then((module) => module.pageTexts(locale));
    loading.set(locale, texts);
  }
  return texts;
}

function LoadedTexts({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <TextsContext value={use(loadTexts(locale))}>{children}</TextsContext>;
}

/** Provides the page's texts: the root loader's, or loaded on demand for the error page. */
export function TextsProvider({
  texts,
  locale,
  children,
}: {
  texts: PageTexts | undefined;
  locale: Locale;
  children: ReactNode;
}) {
  if (texts) return <TextsContext value={texts}>{children}</TextsContext>;
  return <LoadedTexts locale={locale}>{children}</LoadedTexts>;
}
