import { consentCookieString, readConsent, type ConsentChoice } from "@rihla/domain";
import { Button } from "@rihla/ui";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useBlocker } from "react-router";
import { buildIdPath, buildPollMs, chunkReloadKey, isChunkLoadError, mayReloadAfterChunkError } from "../buildWatch";
import { useTexts } from "../i18n";

/** The build this page runs: React Router's manifest version. */
function runningBuild(): string | undefined {
  return (window as unknown as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version;
}

/**
 * Spec §4: the page asks the server which build is live (every few minutes and whenever it
 * becomes visible); once a newer one is, the next navigation is a full page load instead of a
 * client-side one, so the new build's code and data go together.
 */
function useNewBuildReload() {
  const [stale, setStale] = useState(false);
  useEffect(() => {
    let stopped = false;
    const check = async () => {
      const own = runningBuild();
      if (!own || document.visibilityState !== "visible") return;
      try {
        const response = await fetch(buildIdPath, { cache: "no-store", headers: { accept: "application/json" } });
        if (!response.ok) return;
        const { buildId } = (await response.json()) as { buildId?: string };
        if (!stopped && buildId && buildId !== own) setStale(true);
      } catch {
        // Offline or the server restarting: ask again later.
      }
    };
    const timer = setInterval(() => void check(), buildPollMs);
    const onVisible = () => void check();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);
  const blocker = useBlocker(stale);
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    const { pathname, search, hash } = blocker.location;
    window.location.assign(`${pathname}${search}${hash}`);
  }, [blocker]);
}

/** Spec §9: a chunk that fails to load reloads the page, at most once per 10 seconds (per tab). */
function useChunkErrorReload() {
  useEffect(() => {
    const reload = () => {
      const now = Date.now();
      let last: number | null = null;
      try {
        const stored = sessionStorage.getItem(chunkReloadKey);
        last = stored === null ? null : Number(stored);
      } catch {
        // Storage blocked: still at most one reload per page.
      }
      if (!mayReloadAfterChunkError(last, now)) return false;
      try {
        sessionStorage.setItem(chunkReloadKey, String(now));
      } catch {
        // See above.
      }
      window.location.reload();
      return true;
    };
    const onPreloadError = (event: Event) => {
      // Vite's signal that a dynamic import's chunk failed: we decide, not the default throw.
      event.preventDefault();
      reload();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      const message = event.reason instanceof Error ? event.reason.message : String(event.reason);
      if (isChunkLoadError(message)) reload();
    };
    window.addEventListener("vite:preloadError", onPreloadError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("vite:preloadError", onPreloadError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);
}

/** Loads the analytics tag once (gtag.js); only ever called after consent. */
function loadAnalytics(tagId: string) {
  if (document.querySelector("script[data-analytics]")) return;
  const w = window as unknown as { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };
  w.dataLayer = w.dataLayer ?? [];
  w.gtag = function gtag() {
    // gtag.js reads the arguments object itself.
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments);
  };
  w.gtag("js", new Date());
  w.gtag("config", tagId, { anonymize_ip: true });
  const script = document.createElement("script");
  script.async = true;
  script.dataset.analytics = tagId;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(tagId)}`;
  document.head.append(script);
}

/**
 * KVKK: the banner asks once and the answer is kept in the domain's consent cookie; the analytics
 * tag loads only when its id is configured and the visitor accepted. Drawn after hydration only
 * (the cookie is read in the browser), so cached pages stay the same for everyone.
 */
const consentListeners = new Set<() => void>();
const consentStore = {
  subscribe: (listener: () => void) => {
    consentListeners.add(listener);
    return () => consentListeners.delete(listener);
  },
  /** The browser's answer: the cookie. */
  read: (): ConsentChoice | null => readConsent(document.cookie),
  /** On the server (and while hydrating) nothing is known: no banner. */
  readOnServer: (): ConsentChoice | null | undefined => undefined,
  write(choice: ConsentChoice) {
    document.cookie = consentCookieString(choice, window.location.protocol === "https:");
    for (const listener of consentListeners) listener();
  },
};

function ConsentBanner({ analyticsTagId }: { analyticsTagId: string | null }) {
  const t = useTexts();
  const choice = useSyncExternalStore(consentStore.subscribe, consentStore.read, consentStore.readOnServer);
  useEffect(() => {
    if (choice === "granted" && analyticsTagId) loadAnalytics(analyticsTagId);
  }, [choice, analyticsTagId]);
  if (choice !== null) return null;
  const choose = (value: ConsentChoice) => consentStore.write(value);
  return (
    <section className="consent-banner" aria-label={t.consent.title} data-testid="consent-banner">
      <p>{t.consent.text}</p>
      <div className="consent-actions">
        <Button onClick={() => choose("granted")}>{t.consent.accept}</Button>
        <Button tone="outline" onClick={() => choose("denied")}>
          {t.consent.decline}
        </Button>
      </div>
    </section>
  );
}

/**
 * Whole-site behaviour of the browser (spec §4, §9, KVKK): nothing of it renders on the server.
 * PageChrome loads this module after hydration.
 */
export default function SiteBehaviour({ analyticsTagId }: { analyticsTagId: string | null }) {
  useNewBuildReload();
  useChunkErrorReload();
  return <ConsentBanner analyticsTagId={analyticsTagId} />;
}
