import { describe, expect, it } from "vitest";
import {
  formFields,
  galleryOperationOf,
  readDepartureForm,
  readGalleryForm,
  readTourForm,
  tourChangeOf,
} from "./adminTours";

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("the departure form (issue 25)", () => {
  it("reads prices typed in major units, Turkish or plain, skipping rows without an adult price", () => {
    const { parsed, rowOf } = readDepartureForm(
      form([
        ["capacity", "40"],
        ["closed", "true"],
        ["guideName", ""],
        ["meetingPoint", "İstanbul Havalimanı"],
        ["prices.0.roomType", "DOUBLE"],
        ["prices.0.currency", "TRY"],
        ["prices.0.amount", ""],
        ["prices.1.roomType", "DOUBLE"],
        ["prices.1.currency", "TRY"],
        ["prices.1.amount", "51.000,50"],
        ["prices.1.highAmount", "60000"],
        ["prices.2.roomType", "TRIPLE"],
        ["prices.2.currency", "USD"],
        ["prices.2.amount", "1300.5"],
        ["prices.2.childAmount", "1000"],
      ]),
    );
    expect(rowOf).toEqual([1, 2]);
    expect(parsed).toEqual({
      ok: true,
      data: {
        capacity: 40,
        closed: true,
        guideName: null,
        meetingPoint: "İstanbul Havalimanı",
        prices: [
          {
            roomType: "DOUBLE",
            currency: "TRY",
            amount: 5_100_050,
            highAmount: 6_000_000,
            childAmount: null,
            babyAmount: null,
          },
          {
            roomType: "TRIPLE",
            currency: "USD",
            amount: 130_050,
            highAmount: null,
            childAmount: 100_000,
            babyAmount: null,
          },
        ],
      },
    });
  });

  it("refuses what is not a price on the schema's row, which the page maps back to the form's row", () => {
    const { parsed, rowOf } = readDepartureForm(
      form([
        ["capacity", "0"],
        ["prices.3.roomType", "PALACE"],
        ["prices.3.currency", "TRY"],
        ["prices.3.amount", "abc"],
      ]),
    );
    expect(rowOf).toEqual([3]);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toMatchObject({
      capacity: ["INVALID_VALUE"],
      "prices.0.roomType": ["INVALID_VALUE"],
      "prices.0.amount": ["INVALID_VALUE"],
    });
  });
});

describe("the tour form (issue 25)", () => {
  const text = (l: string) => [
    [`translations.${l}.slug`, `deneme-${l}`],
    [`translations.${l}.title`, `Deneme ${l}`],
    [`translations.${l}.shortDescription`, "Kısa"],
    [`translations.${l}.campaignDescription`, ""],
    [`translations.${l}.descriptionHtml`, "<p>x</p>"],
  ];
  const base = [
    ["category", "umrah"],
    ["days", "12"],
    ["stars", "5"],
    ["coverImage", "scenes/kaaba.jpg"],
    ...text("tr"),
    ...text("en"),
  ] as [string, string][];

  it("reads an unchecked box as false and an empty age as none, so a save can unpublish and clear", () => {
    const parsed = readTourForm(form([...base, ["minAge", ""], ["maxAge", "70"]]));
    expect(parsed).toMatchObject({
      ok: true,
      data: { published: false, popularGuide: false, minAge: null, maxAge: 70 },
    });
    if (!parsed.ok) return;
    const kept = { itinerary: [{ day: 1, title: "Varış", text: "" }], includes: ["Vize"], excludes: [] };
    const change = tourChangeOf(parsed.data, { tr: kept, en: kept }, false);
    expect(change).toMatchObject({
      published: false,
      minAge: null,
      translations: { tr: { slug: "deneme-tr", includes: ["Vize"] } },
    });
    // Groups only when the page showed them; the page never sends the gallery, hotels or flights.
    for (const name of ["groups", "gallery", "hotels", "flights"]) expect(Object.keys(change)).not.toContain(name);
    expect(tourChangeOf(parsed.data, { tr: kept, en: kept }, true).groups).toEqual([]);
  });

  it("names each bad field with the domain's code", () => {
    const others = base.filter(([n]) => n !== "days" && n !== "translations.tr.slug");
    const parsed = readTourForm(form([...others, ["days", "x"], ["translations.tr.slug", "Büyük"]]));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toMatchObject({ days: ["INVALID_VALUE"], "translations.tr.slug": ["INVALID_VALUE"] });
  });

  it("reads the included and excluded items one a line, and sends them only from a form that has them", () => {
    const parsed = readTourForm(
      form([...base, ["translations.tr.includes", "Vize\r\n\n  Transferler  \n"], ["translations.tr.excludes", ""]]),
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.data.translations.tr).toMatchObject({ includes: ["Vize", "Transferler"], excludes: [] });
    const kept = { itinerary: [], includes: ["Eski"], excludes: ["Eski"] };
    expect(tourChangeOf(parsed.data, { tr: kept, en: kept }, false, true).translations.tr).toMatchObject({
      includes: ["Vize", "Transferler"],
      excludes: [],
    });
    expect(tourChangeOf(parsed.data, { tr: kept, en: kept }, false).translations.tr.includes).toEqual(["Eski"]);
    // An item's code belongs to the one text box the items are typed in.
    expect(
      formFields({ "translations.en.includes.3": ["TOO_LONG"], "prices.0.amount": ["INVALID_VALUE"] }, { prices: [2] }),
    ).toEqual({
      "translations.en.includes": ["TOO_LONG"],
      "prices.2.amount": ["INVALID_VALUE"],
    });
  });

  it("reads the hotel rows the page showed, skipping rows without a hotel, and names a bad row by the form's row", () => {
    const parsed = readTourForm(
      form([
        ...base,
        ["hotelsShown", "true"],
        ["hotels.0.hotelId", ""],
        ["hotels.1.hotelId", "7"],
        ["hotels.1.nights", "4"],
        ["hotels.1.viewType", "KABAVIEW"],
        ["hotels.2.hotelId", "8"],
        ["hotels.2.nights", "x"],
        ["hotels.2.viewType", ""],
      ]),
    );
    expect(parsed.ok).toBe(false);
    expect(parsed.rows.hotels).toEqual([1, 2]);
    if (parsed.ok) return;
    expect(formFields(parsed.errors, parsed.rows)).toEqual({ "hotels.2.nights": ["INVALID_VALUE"] });
    const fixed = readTourForm(
      form([...base, ["hotelsShown", "true"], ["hotels.1.hotelId", "7"], ["hotels.1.nights", "4"]]),
    );
    expect(fixed).toMatchObject({
      ok: true,
      withHotels: true,
      data: { hotels: [{ hotelId: 7, nights: 4, viewType: null }] },
    });
    // A form without the hotels (the creation page) leaves them as they are.
    expect(readTourForm(form(base)).withHotels).toBe(false);
  });

  it("reads the flight rows the page showed, skipping rows without a flight number", () => {
    const flight = (row: number, number: string, departs: string): [string, string][] => [
      [`flights.${row}.leg`, "outbound"],
      [`flights.${row}.airline`, "Türk Hava Yolları"],
      [`flights.${row}.flightNumber`, number],
      [`flights.${row}.fromAirport`, "ist"],
      [`flights.${row}.toAirport`, "JED"],
      [`flights.${row}.departureTime`, departs],
      [`flights.${row}.arrivalTime`, "14:30"],
    ];
    const parsed = readTourForm(
      form([...base, ["flightsShown", "true"], ...flight(0, "", ""), ...flight(1, "tk 94", "25:00")]),
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(formFields(parsed.errors, parsed.rows)).toEqual({ "flights.1.departureTime": ["INVALID_VALUE"] });
    const fixed = readTourForm(form([...base, ["flightsShown", "true"], ...flight(1, "tk 94", "09:10")]));
    expect(fixed).toMatchObject({
      ok: true,
      withFlights: true,
      data: { flights: [{ leg: "outbound", flightNumber: "TK 94", fromAirport: "IST", departureTime: "09:10" }] },
    });
    expect(readTourForm(form(base)).withFlights).toBe(false);
  });

  it("reads each language's route a row a day when the page showed both, and names a bad day by its form row", () => {
    const days: [string, string][] = [
      ["translations.tr.itineraryShown", "true"],
      ["translations.en.itineraryShown", "true"],
      ["translations.tr.itinerary.0.day", "1"],
      ["translations.tr.itinerary.0.title", "Varış"],
      ["translations.tr.itinerary.0.text", "Medine'ye varış"],
      ["translations.tr.itinerary.1.day", "2"],
      ["translations.tr.itinerary.1.title", ""],
      ["translations.tr.itinerary.2.day", "99"],
      ["translations.tr.itinerary.2.title", "Umre"],
      ["translations.en.itinerary.0.day", "1"],
      ["translations.en.itinerary.0.title", "Arrival"],
    ];
    const parsed = readTourForm(form([...base, ...days]));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(formFields(parsed.errors, parsed.rows)).toEqual({ "translations.tr.itinerary.2.day": ["INVALID_VALUE"] });
    const fixed = readTourForm(form([...base, ...days.filter(([n]) => !n.startsWith("translations.tr.itinerary.2"))]));
    expect(fixed).toMatchObject({
      ok: true,
      withItinerary: true,
      data: {
        translations: {
          tr: { itinerary: [{ day: 1, title: "Varış", text: "Medine'ye varış" }] },
          en: { itinerary: [{ day: 1, title: "Arrival", text: "" }] },
        },
      },
    });
    if (!fixed.ok) return;
    const kept = { itinerary: [{ day: 9, title: "Eski", text: "" }], includes: [], excludes: [] };
    expect(
      tourChangeOf(fixed.data, { tr: kept, en: kept }, false, false, false, false, true).translations.en.itinerary,
    ).toEqual([{ day: 1, title: "Arrival", text: "" }]);
    expect(tourChangeOf(fixed.data, { tr: kept, en: kept }, false).translations.en.itinerary).toEqual(kept.itinerary);
  });
});

describe("the gallery form (issue 25)", () => {
  const galleryForm = () => {
    const form = new FormData();
    ["scenes/a.jpg", "uploads/tours/1-aa.webp", "scenes/c.jpg"].forEach((src, row) => {
      form.set(`gallery.${row}.src`, src);
      form.set(`gallery.${row}.alt.tr`, `tr ${row}`);
      form.set(`gallery.${row}.alt.en`, `en ${row}`);
    });
    return form;
  };
  const sources = (gallery: { src: string }[]) => gallery.map((image) => image.src);

  it("reads the buttons' intents, and nothing else", () => {
    expect(galleryOperationOf("gallery")).toEqual({ kind: "save" });
    expect(galleryOperationOf("gallery.upload")).toEqual({ kind: "upload" });
    expect(galleryOperationOf("gallery.up.2")).toEqual({ kind: "up", row: 2 });
    expect(galleryOperationOf("gallery.down.0")).toEqual({ kind: "down", row: 0 });
    expect(galleryOperationOf("gallery.remove.12")).toEqual({ kind: "remove", row: 12 });
    for (const other of ["tour", "gallery.up", "gallery.up.x", "gallery.move.1", "gallery.up.100"])
      expect(galleryOperationOf(other), other).toBeNull();
  });

  it("reads the images in the page's order with both alt texts, and applies a move or a removal", () => {
    const saved = readGalleryForm(galleryForm(), { kind: "save" });
    expect(saved.gallery[1]).toEqual({ src: "uploads/tours/1-aa.webp", alt: { tr: "tr 1", en: "en 1" } });
    expect(saved.rowOf).toEqual([0, 1, 2]);
    const up = readGalleryForm(galleryForm(), { kind: "up", row: 2 });
    expect(sources(up.gallery)).toEqual(["scenes/a.jpg", "scenes/c.jpg", "uploads/tours/1-aa.webp"]);
    // An alt text refused on the second image is shown on the form's third row.
    expect(up.rowOf).toEqual([0, 2, 1]);
    expect(sources(readGalleryForm(galleryForm(), { kind: "down", row: 0 }).gallery)).toEqual([
      "uploads/tours/1-aa.webp",
      "scenes/a.jpg",
      "scenes/c.jpg",
    ]);
    const removed = readGalleryForm(galleryForm(), { kind: "remove", row: 1 });
    expect(sources(removed.gallery)).toEqual(["scenes/a.jpg", "scenes/c.jpg"]);
    expect(removed.rowOf).toEqual([0, 2]);
    expect(formFields({ "gallery.1.alt.en": ["TOO_LONG"] }, { gallery: removed.rowOf })).toEqual({
      "gallery.2.alt.en": ["TOO_LONG"],
    });
  });

  it("leaves the order alone for a move past either end or a row that is not there", () => {
    for (const operation of [
      { kind: "up", row: 0 },
      { kind: "down", row: 2 },
      { kind: "remove", row: 7 },
    ] as const)
      expect(sources(readGalleryForm(galleryForm(), operation).gallery)).toEqual([
        "scenes/a.jpg",
        "uploads/tours/1-aa.webp",
        "scenes/c.jpg",
      ]);
    expect(readGalleryForm(new FormData(), { kind: "save" })).toEqual({ gallery: [], rowOf: [] });
  });
});
