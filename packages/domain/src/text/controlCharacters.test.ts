import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findControlCharacters, hasControlCharacters } from "./controlCharacters.ts";

describe("hasControlCharacters", () => {
  it("refuses NUL, other C0 controls, DEL and C1; keeps tab and line breaks", () => {
    for (const bad of ["a\u0000b", "\u0001", "x\u001b[31m", "\u007f", "\u0085", "\u009f"]) {
      expect(hasControlCharacters(bad)).toBe(true);
    }
    for (const good of ["Ayşe Çelik", "line\r\nline\tend", "", "umre-turlari", "العمرة", "emoji 🕋"]) {
      expect(hasControlCharacters(good)).toBe(false);
    }
  });

  it("refuses a lone surrogate but keeps a pair (an emoji)", () => {
    expect(hasControlCharacters("a\ud800")).toBe(true);
    expect(hasControlCharacters("\udc00b")).toBe(true);
    expect(hasControlCharacters("\udc00\ud800")).toBe(true);
    expect(hasControlCharacters("Kabe \ud83d\udd4b")).toBe(false);
  });

  it("agrees with a code-point reading of the rule (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        const expected = [...text].some((ch) => {
          const code = ch.codePointAt(0)!;
          // A lone surrogate is read as a code point of its own (issue 28, finding 5).
          const lone = code >= 0xd800 && code <= 0xdfff;
          return (code < 0x20 && ![9, 10, 13].includes(code)) || (code >= 0x7f && code <= 0x9f) || lone;
        });
        expect(hasControlCharacters(text)).toBe(expected);
      }),
    );
  });
});

describe("findControlCharacters", () => {
  it("names the path of the first bad string or key", () => {
    expect(findControlCharacters({ a: "ok", b: [1, "x", { c: "y\u0000" }] })).toEqual(["b", 2, "c"]);
    expect(findControlCharacters({ "k\u0000": 1 })).toEqual(["k\u0000"]);
    expect(findControlCharacters("\u0000")).toEqual([]);
    expect(findControlCharacters({ a: ["ok", null, 3, true] })).toBeNull();
  });

  it("walks 100,000 levels of nesting without overflowing the stack", () => {
    let deep: unknown = "bad\u0000";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findControlCharacters(deep)).toHaveLength(100_000);
  });
});
