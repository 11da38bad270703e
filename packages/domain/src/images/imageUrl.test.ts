import { describe, expect, it } from "vitest";
import { imageQuerySchema, imageSrcSet, imageUrl, snapImageQuery } from "./imageUrl.ts";

const host = "img.rihla.example";

describe("spec §7, §9: image addresses go to the image host over https", () => {
  it("rewrites relative and absolute sources", () => {
    expect(imageUrl("/uploads/kabe.jpg", { host })).toBe("https://img.rihla.example/img/uploads/kabe.jpg");
    expect(imageUrl("uploads/kabe.jpg", { host })).toBe("https://img.rihla.example/img/uploads/kabe.jpg");
    expect(imageUrl("http://old.example.com/uploads/kabe.jpg?v=2", { host })).toBe(
      "https://img.rihla.example/img/uploads/kabe.jpg",
    );
    expect(imageUrl("//cdn.example.com/a b.png#x", { host: "https://img.rihla.example/" })).toBe(
      "https://img.rihla.example/img/a%20b.png",
    );
    expect(imageUrl("/img/uploads/kabe.jpg", { host })).toBe("https://img.rihla.example/img/uploads/kabe.jpg");
  });

  it("adds width, height, quality and format", () => {
    expect(imageUrl("/a.jpg", { host, width: 640, height: 360.4, quality: 80, format: "webp" })).toBe(
      "https://img.rihla.example/img/a.jpg?w=640&h=360&q=80&f=webp",
    );
    expect(imageUrl("/a.jpg", { host, width: 0, height: Number.NaN, quality: 500 })).toBe(
      "https://img.rihla.example/img/a.jpg?q=100",
    );
    expect(imageUrl("/a.jpg", { host, width: 99999, quality: 0 })).toBe(
      "https://img.rihla.example/img/a.jpg?w=4000&q=1",
    );
  });

  it("leaves data:, blob: and empty sources alone", () => {
    expect(imageUrl("data:image/png;base64,xx", { host })).toBe("data:image/png;base64,xx");
    expect(imageUrl("blob:abc", { host })).toBe("blob:abc");
    expect(imageUrl(null, { host })).toBe("");
  });

  it("builds srcsets", () => {
    expect(imageSrcSet("/a.jpg", [320, 640], { host, format: "avif" })).toBe(
      "https://img.rihla.example/img/a.jpg?w=320&f=avif 320w, https://img.rihla.example/img/a.jpg?w=640&f=avif 640w",
    );
  });

  it("parses the query the /img route gets, with the same limits", () => {
    expect(imageQuerySchema.parse({ w: "640", q: "80", f: "webp" })).toEqual({ w: 640, q: 80, f: "webp" });
    expect(imageQuerySchema.safeParse({ w: "0" }).success).toBe(false);
    expect(imageQuerySchema.safeParse({ q: "101" }).success).toBe(false);
    expect(imageQuerySchema.safeParse({ f: "gif" }).success).toBe(false);
  });
});

describe("snapImageQuery (issue 11: a fixed set of variants)", () => {
  it("snaps sizes up to the next allowed one and qualities to the nearest, keeping the format", () => {
    expect(snapImageQuery({ w: 300, h: 300, q: 61, f: "avif" })).toEqual({ w: 320, h: 320, q: 60, f: "avif" });
    expect(snapImageQuery({ w: 400, q: 60 })).toEqual({ w: 400, q: 60 });
    expect(snapImageQuery({ w: 1, q: 1 })).toEqual({ w: 80, q: 40 });
    expect(snapImageQuery({ w: 3201, h: 4000, q: 100 })).toEqual({ w: 4000, h: 4000, q: 100 });
    expect(snapImageQuery({ q: 77 })).toEqual({ q: 75 });
    expect(snapImageQuery({})).toEqual({});
  });

  it("leaves at most 16 × 16 × 7 × 5 variants of an image for every width 1…4000", () => {
    const widths = new Set(Array.from({ length: 4000 }, (_, i) => snapImageQuery({ w: i + 1 }).w));
    expect(widths.size).toBe(15);
    const qualities = new Set(Array.from({ length: 100 }, (_, i) => snapImageQuery({ q: i + 1 }).q));
    expect([...qualities].sort((a, b) => a! - b!)).toEqual([40, 60, 75, 80, 90, 100]);
  });
});
