/**
 * A tour's video (spec §3 `video url`) as something a page can embed without loading anything
 * from outside before the visitor asks for it (issue 12): the page shows a facade, and only a
 * click puts the provider's player in an iframe. Agencies paste whatever address their browser
 * shows, so the common YouTube and Vimeo forms are read here, once, for the site and its CSP.
 */
import { WhatwgUrl, type ParsedUrl } from "../paths/whatwgUrl.ts";

export type VideoProvider = "youtube" | "vimeo";

export interface VideoEmbed {
  provider: VideoProvider;
  /** The provider's name as shown to the visitor: 'YouTube'. */
  providerName: string;
  id: string;
  /** The player, on the provider's privacy-enhanced host, starting when it loads (after the click). */
  embedUrl: string;
  /** The video's own page: where the facade links when JavaScript does not run. */
  watchUrl: string;
}

/** The only origins a tour's video player may come from; the site's CSP `frame-src` lists them. */
export const videoFrameOrigins = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"] as const;

const youtubeHosts = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const youtubeId = /^[A-Za-z0-9_-]{11}$/;
const vimeoId = /^\d{1,12}$/;

function youtube(id: string): VideoEmbed {
  return {
    provider: "youtube",
    providerName: "YouTube",
    id,
    embedUrl: `${videoFrameOrigins[0]}/embed/${id}?autoplay=1&rel=0`,
    watchUrl: `https://www.youtube.com/watch?v=${id}`,
  };
}

function vimeo(id: string): VideoEmbed {
  return {
    provider: "vimeo",
    providerName: "Vimeo",
    id,
    embedUrl: `${videoFrameOrigins[1]}/video/${id}?autoplay=1&dnt=1`,
    watchUrl: `https://vimeo.com/${id}`,
  };
}

/**
 * The embeddable video behind an address, or null when it is not one we can play safely
 * (another site, a channel, a playlist, a malformed id, not https/http).
 */
export function videoEmbed(address: string | null | undefined): VideoEmbed | null {
  if (!address) return null;
  let url: ParsedUrl;
  try {
    url = new WhatwgUrl(address.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);

  if (host === "youtu.be") {
    const id = segments[0];
    return segments.length === 1 && id && youtubeId.test(id) ? youtube(id) : null;
  }
  if (youtubeHosts.has(host)) {
    if (segments.length === 1 && segments[0] === "watch") {
      const id = url.searchParams.get("v");
      return id && youtubeId.test(id) ? youtube(id) : null;
    }
    const [kind, id] = segments;
    if (segments.length === 2 && id && ["embed", "shorts", "live", "v"].includes(kind!) && youtubeId.test(id)) {
      return youtube(id);
    }
    return null;
  }
  if (host === "vimeo.com" || host === "www.vimeo.com") {
    const id = segments[0];
    return segments.length === 1 && id && vimeoId.test(id) ? vimeo(id) : null;
  }
  if (host === "player.vimeo.com") {
    const [kind, id] = segments;
    return segments.length === 2 && kind === "video" && id && vimeoId.test(id) ? vimeo(id) : null;
  }
  return null;
}
