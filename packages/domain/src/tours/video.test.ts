import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { videoEmbed, videoFrameOrigins } from "./video.ts";

describe("a tour's video address", () => {
  it("reads the YouTube forms an agency pastes, all to the privacy-enhanced player", () => {
    const player = "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0";
    for (const address of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s",
      "https://m.youtube.com/watch?v=dQw4w9WgXcQ",
      "http://youtu.be/dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ?si=abc",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      "  https://www.youtube.com/live/dQw4w9WgXcQ  ",
    ]) {
      expect(videoEmbed(address), address).toEqual({
        provider: "youtube",
        providerName: "YouTube",
        id: "dQw4w9WgXcQ",
        embedUrl: player,
        watchUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      });
    }
  });

  it("reads Vimeo's page and player addresses, with do-not-track", () => {
    for (const address of ["https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871"]) {
      expect(videoEmbed(address)).toMatchObject({
        provider: "vimeo",
        id: "76979871",
        embedUrl: "https://player.vimeo.com/video/76979871?autoplay=1&dnt=1",
        watchUrl: "https://vimeo.com/76979871",
      });
    }
  });

  it("refuses what it cannot play safely", () => {
    for (const address of [
      null,
      undefined,
      "",
      "not a url",
      "javascript:alert(1)//youtu.be/dQw4w9WgXcQ",
      "https://evil.example/watch?v=dQw4w9WgXcQ",
      "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/watch?v=short",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ%22%3E",
      "https://www.youtube.com/playlist?list=PL123",
      "https://www.youtube.com/@agency",
      "https://youtu.be/dQw4w9WgXcQ/extra",
      "https://vimeo.com/channels/staffpicks",
      "https://player.vimeo.com/video/abc",
      "ftp://youtu.be/dQw4w9WgXcQ",
    ]) {
      expect(videoEmbed(address), String(address)).toBeNull();
    }
  });

  it("★ whatever the address, a player comes only from the listed origins with a plain id", () => {
    const anyAddress = fc.oneof(
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.string(),
      fc
        .tuple(
          fc.constantFrom("https://youtu.be/", "https://www.youtube.com/watch?v=", "https://vimeo.com/"),
          fc.string({ maxLength: 14 }),
        )
        .map(([prefix, rest]) => prefix + rest),
    );
    fc.assert(
      fc.property(anyAddress, (address) => {
        const video = videoEmbed(address);
        if (!video) return;
        expect(videoFrameOrigins).toContain(video.embedUrl.slice(0, video.embedUrl.indexOf("/", "https://".length)));
        expect(video.id).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(video.embedUrl).toContain(`/${video.id}?`);
      }),
    );
  });
});
