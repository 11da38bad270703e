import { describe, expect, it } from "vitest";
import { fillPageTitle } from "./pageTitle.ts";
import { stripHtml, truncateSummary } from "./summary.ts";

describe("spec §9: summary truncation (120 characters, word cut past 100)", () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${String(i).padStart(3, "0")}`).join(" "); // 4 chars + space

  it("keeps short text whole", () => {
    expect(truncateSummary("Kısa  metin\n")).toBe("Kısa metin");
    expect(truncateSummary(null)).toBe("");
    expect(truncateSummary("x".repeat(120))).toBe("x".repeat(120));
  });

  it("cuts at the last word boundary past 100 characters", () => {
    const text = words(40); // 199 characters
    const result = truncateSummary(text);
    expect(result.endsWith("…")).toBe(true);
    expect(result.length).toBeLessThanOrEqual(121);
    expect(result.length).toBeGreaterThan(100);
    expect(text.startsWith(result.slice(0, -1))).toBe(true);
    expect(text[result.length - 1]).toBe(" "); // the cut fell on a space
  });

  it("cuts hard at 120 when there is no space past 100", () => {
    const text = `${"a".repeat(50)} ${"b".repeat(100)}`;
    expect(truncateSummary(text)).toBe(`${text.slice(0, 120)}…`);
  });

  it("takes a custom length", () => {
    expect(truncateSummary("bir iki üç dört beş", 10, 5)).toBe("bir iki…");
    expect(truncateSummary("bir iki üç dört beş", 10)).toBe("bir iki üç…");
  });

  it("strips HTML for summaries", () => {
    expect(
      stripHtml("<p>Umre&nbsp;<b>turu</b> &amp; &quot;hac&quot; &#39;x&#39; &lt;3&gt;</p><script>alert(1)</script>"),
    ).toBe(`Umre turu & "hac" 'x' <3>`);
    expect(stripHtml(undefined)).toBe("");
  });
});

describe("spec §9: page title placeholders", () => {
  const now = new Date("2025-11-21T10:00:00Z");
  it("replaces {firm}, {title}, {year} and {nextYear} with the season's years", () => {
    expect(fillPageTitle("{year}-{nextYear} Umre Turları | {firm}", { firm: "Rihla", now })).toBe(
      "2025-2026 Umre Turları | Rihla",
    );
    expect(fillPageTitle("{title} - {firm}", { firm: "Rihla", title: "Umre Nedir?", now })).toBe("Umre Nedir? - Rihla");
  });
  it("follows the 1 June season change in Istanbul time", () => {
    expect(fillPageTitle("{year}", { firm: "", now: new Date("2026-05-31T20:59:00Z") })).toBe("2025");
    expect(fillPageTitle("{year}", { firm: "", now: new Date("2026-05-31T21:00:00Z") })).toBe("2026");
  });
  it("leaves unknown placeholders and tidies spaces from an empty title", () => {
    expect(fillPageTitle("{title}  {firm} {other}", { firm: "Rihla", now })).toBe("Rihla {other}");
  });
});
