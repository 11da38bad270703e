import { describe, expect, it } from "vitest";
import { pdfText } from "../testing/pdf-text.ts";
import { renderPdf } from "./pdf.ts";

// 'fi' and 'fı' come first: the font draws them as one ligature glyph, whose ToUnicode entry
// names two letters; every name after it must still read right.
const names = [
  "Hafız Şefik",
  "Ofis Müdürü",
  "Şule Ağaoğlu",
  "İsmail Işık",
  "Gülçin Öztürk",
  "Ümit Çelik",
  "ĞÜŞİÖÇ ğüşıöç",
];

describe("renderPdf", () => {
  const spec = {
    title: "Oda listesi — Mekke",
    subtitle: "12 Günlük Umre Turu · 30.11.2026",
    lang: "tr",
    sections: [
      {
        heading: "Hilton Suites Makkah",
        columns: [
          { label: "Oda", width: 1 },
          { label: "Ad Soyad", width: 3 },
        ],
        rows: names.map((name, i) => [String(i + 1), name]),
      },
      { heading: "Boş tablo", columns: [{ label: "Ad", width: 1 }], rows: [], empty: "Kimse yok" },
    ],
  };

  it("writes a PDF whose text holds every Turkish letter as written, deflated or not", async () => {
    for (const compress of [true, false]) {
      const bytes = await renderPdf(spec, { compress });
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const text = pdfText(bytes);
      for (const name of names) expect(text).toContain(name);
      expect(text).toContain("Oda listesi — Mekke");
      expect(text).toContain("Kimse yok");
      expect(text).not.toContain("\uFFFD");
    }
  });

  it("embeds the font (a subset), so the glyphs do not depend on the reader's fonts", async () => {
    const source = (await renderPdf(spec, { compress: false })).toString("latin1");
    expect(source).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(source).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
  });

  it("breaks long tables across pages and repeats nobody", async () => {
    const rows = Array.from({ length: 150 }, (_, i) => [String(i + 1), `Yolcu ${i + 1} Şahin`]);
    const bytes = await renderPdf({ ...spec, sections: [{ ...spec.sections[0]!, rows }] });
    const source = bytes.toString("latin1");
    expect(source.match(/\/Type \/Page\b/g)!.length).toBeGreaterThan(2);
    const text = pdfText(bytes);
    for (const [n, name] of rows) {
      expect(text.split("\n").filter((line) => line === name).length, n).toBe(1);
    }
  });
});
