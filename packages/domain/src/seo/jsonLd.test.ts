import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { money } from "../money/money.ts";
import { faqFromJsonLd, tourEventJsonLd } from "./jsonLd.ts";

const faqPage = {
  "@context": "https://schema.org",
  "@type": "FAQPage",
  mainEntity: [
    { "@type": "Question", name: "Umre nedir?", acceptedAnswer: { "@type": "Answer", text: "Kabe'yi ziyarettir." } },
    { "@type": "Question", name: "Kaç gün sürer?", acceptedAnswer: [{ "@type": "Answer", text: " 7–15 gün. " }] },
    { "@type": "Question", name: "Eksik cevap" },
    "not a question",
  ],
};

describe("spec §3: FAQ from the page's JSON-LD mainEntity", () => {
  const expected = [
    { question: "Umre nedir?", answer: "Kabe'yi ziyarettir." },
    { question: "Kaç gün sürer?", answer: "7–15 gün." },
  ];
  it("reads a JSON string or an object", () => {
    expect(faqFromJsonLd(JSON.stringify(faqPage))).toEqual(expected);
    expect(faqFromJsonLd(faqPage)).toEqual(expected);
  });
  it("reads @graph and arrays of nodes", () => {
    expect(faqFromJsonLd({ "@context": "https://schema.org", "@graph": [{ "@type": "WebPage" }, faqPage] })).toEqual(
      expected,
    );
    expect(faqFromJsonLd([{ "@type": "Organization" }, faqPage])).toEqual(expected);
    expect(faqFromJsonLd({ mainEntity: { name: "Tek?", acceptedAnswer: { text: "Evet" } } })).toEqual([
      { question: "Tek?", answer: "Evet" },
    ]);
  });
  it("gives [] for bad JSON or odd shapes, never a throw", () => {
    expect(faqFromJsonLd("{not json")).toEqual([]);
    expect(faqFromJsonLd("")).toEqual([]);
    expect(faqFromJsonLd(null)).toEqual([]);
    expect(faqFromJsonLd(42)).toEqual([]);
    expect(faqFromJsonLd({ mainEntity: 5 })).toEqual([]);
  });
  it("★ never throws on any input", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.jsonValue(), fc.json()), (input) => {
        expect(Array.isArray(faqFromJsonLd(input))).toBe(true);
      }),
    );
  });
});

describe("spec §9: Event structured data for a departure", () => {
  it("starts 12:00 and ends 19:00 at +03:00", () => {
    const event = tourEventJsonLd({
      name: "7 Günlük Umre Turu",
      url: "https://rihla.example/tour/7-gunluk-umre",
      startDate: "2026-01-10",
      endDate: "2026-01-17",
    });
    expect(event).toMatchObject({
      "@type": "Event",
      startDate: "2026-01-10T12:00:00+03:00",
      endDate: "2026-01-17T19:00:00+03:00",
    });
    expect(event).not.toHaveProperty("offers");
  });
  it("adds description, image, place, organizer and an offer", () => {
    const event = tourEventJsonLd({
      name: "Umre",
      description: "d",
      image: "https://img/x.jpg",
      url: "https://rihla.example/x",
      startDate: "2026-01-10",
      endDate: "2026-01-17",
      price: money(150000, "USD"),
      saleState: "SOLD_OUT",
      locationName: "Mekke",
      organizerName: "Rihla",
      organizerUrl: "https://rihla.example",
    });
    expect(event).toMatchObject({
      description: "d",
      image: ["https://img/x.jpg"],
      location: { "@type": "Place", name: "Mekke" },
      organizer: { name: "Rihla", url: "https://rihla.example" },
      offers: { price: "1500.00", priceCurrency: "USD", availability: "https://schema.org/SoldOut" },
    });
    expect(
      tourEventJsonLd({
        name: "U",
        url: "u",
        startDate: "2026-01-10",
        endDate: "2026-01-11",
        price: money(1, "TRY"),
        organizerName: "R",
      }),
    ).toMatchObject({ organizer: { name: "R" }, offers: { availability: "https://schema.org/InStock" } });
  });
  it("refuses non-dates", () => {
    expect(() =>
      tourEventJsonLd({ name: "x", url: "x", startDate: "2026-13-01" as never, endDate: "2026-01-01" }),
    ).toThrow(RangeError);
  });
});
