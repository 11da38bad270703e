import {
  addDays,
  compareDates,
  parseCalendarDate,
  seasonOf,
  seasonStartingIn,
  type CalendarDate,
  type Locale,
  type RoomType,
  type SaleState,
  type TourCategory,
} from "@rihla/domain";
import type { ItineraryDay } from "../../db/schema.ts";
import type { DepartureSpec, FlightSpec, PriceSpec, TourSpec } from "../factories.ts";

/**
 * The demo catalogue, built relative to `today` so departures always lie in the current and next
 * season. Deterministic: the same `today` gives the same rows.
 */

type Tier = "economy" | "comfort" | "luxury";

const tierHotels: Record<Tier, { makkah: string; madina: string; stars: number }> = {
  economy: { makkah: "makkah-aziziyah-inn", madina: "madina-uhud-view", stars: 3 },
  comfort: { makkah: "makkah-misfalah-plaza", madina: "madina-quba-gardens", stars: 4 },
  luxury: { makkah: "makkah-safwa-tower", madina: "madina-nabawi-front", stars: 5 },
};

const tierNames: Record<Tier, Record<Locale, string>> = {
  economy: { tr: "Ekonomik", en: "Economy" },
  comfort: { tr: "Konfor", en: "Comfort" },
  luxury: { tr: "5 Yıldızlı Lüks", en: "5-Star Luxury" },
};

const tierSlug: Record<Tier, Record<Locale, string>> = {
  economy: { tr: "ekonomik", en: "economy" },
  comfort: { tr: "konfor", en: "comfort" },
  luxury: { tr: "5-yildizli-luks", en: "5-star-luxury" },
};

/** USD per person in a double room, before the season factor. */
const tierBase: Record<Tier, (days: number) => number> = {
  economy: (days) => 650 + 75 * days,
  comfort: (days) => 900 + 110 * days,
  luxury: (days) => 1500 + 210 * days,
};

const usdToTry = 42;
const roomFactor: Record<RoomType, number> = { DOUBLE: 1, TWIN: 1, TRIPLE: 0.88, QUAD: 0.8, SINGLE: 1.45 };

/**
 * The Day of Arafah in a Gregorian year, estimated from 1447's (2026-05-26, Diyanet) plus whole
 * lunar years of 354.37 days. Good to a day or two for the near years the demo needs; the real
 * date follows the Saudi moon sighting. TODO(domain): replace with a domain Hijri helper if one lands.
 */
export function arafahAround(year: number): CalendarDate {
  return addDays("2026-05-26", Math.round((year - 2026) * 354.37));
}

/** Umrah visas stop about four weeks before Arafah and restart about three weeks after. */
function inHajjBlackout(start: CalendarDate, end: CalendarDate): boolean {
  const year = parseCalendarDate(start)!.year;
  for (const y of [year - 1, year, year + 1]) {
    const arafah = arafahAround(y);
    if (compareDates(start, addDays(arafah, 25)) <= 0 && compareDates(end, addDays(arafah, -28)) >= 0) return true;
  }
  return false;
}

function seasonFactor(start: CalendarDate): number {
  const { year, month } = parseCalendarDate(start)!;
  for (const y of [year, year + 1]) {
    const arafah = arafahAround(y);
    const ramadanStart = addDays(arafah, -97);
    if (compareDates(start, ramadanStart) >= 0 && compareDates(start, addDays(ramadanStart, 29)) <= 0) return 1.4;
  }
  if (month >= 8 && month <= 10) return 0.92;
  if (month === 1 || month === 2) return 1.12;
  return 1;
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

export function priceRows(baseUsd: number, start: CalendarDate, rooms: readonly RoomType[]): PriceSpec[] {
  const factor = seasonFactor(start);
  const rows: PriceSpec[] = [];
  for (const roomType of rooms) {
    const usd = roundTo(baseUsd * factor * roomFactor[roomType], 10);
    const child = roundTo(baseUsd * factor * 0.68, 10);
    const baby = 250;
    for (const [currency, rate, step] of [
      ["USD", 1, 10],
      ["TRY", usdToTry, 100],
    ] as const) {
      rows.push({
        roomType,
        currency,
        amountMinor: roundTo(usd * rate, step) * 100,
        highAmountMinor: roundTo(usd * rate * 1.15, step) * 100,
        childAmountMinor: roundTo(child * rate, step) * 100,
        babyAmountMinor: roundTo(baby * rate, step) * 100,
      });
    }
  }
  return rows;
}

/** Departures every `everyDays` from a few days after today until the end of the next season. */
function departuresFor(input: {
  index: number;
  today: CalendarDate;
  days: number;
  everyDays: number;
  baseUsd: number;
  capacity: number;
  rooms: readonly RoomType[];
  skipHajj: boolean;
}): DepartureSpec[] {
  const until = seasonStartingIn(seasonOf(input.today).startYear + 1).end;
  const result: DepartureSpec[] = [];
  // Every third tour has a group on the road today (`/tour/ongoing-tours`): started 1 to days − 1
  // days ago, so it is between its first and last day; closed for sale since it started.
  if (input.index % 3 === 0 && input.days >= 2) {
    const started = addDays(input.today, -(1 + (input.index % (input.days - 1))));
    const returnDate = addDays(started, input.days - 1);
    if (!(input.skipHajj && inHajjBlackout(started, returnDate))) {
      result.push({
        startDate: started,
        returnDate,
        days: input.days,
        capacity: input.capacity,
        seatsTaken: input.capacity - 3,
        saleState: "CLOSED",
        prices: priceRows(input.baseUsd, started, input.rooms),
      });
    }
  }
  let start = addDays(input.today, 4 + ((input.index * 5) % input.everyDays));
  for (let j = 0; compareDates(start, until) < 0; j++, start = addDays(start, input.everyDays)) {
    const returnDate = addDays(start, input.days - 1);
    if (input.skipHajj && inHajjBlackout(start, returnDate)) continue;
    const soldOut = (input.index + j) % 11 === 3;
    const closed = !soldOut && (input.index * 7 + j) % 13 === 5;
    const saleState: SaleState = soldOut ? "SOLD_OUT" : closed ? "CLOSED" : "ON_SALE";
    const seatsTaken = soldOut
      ? input.capacity
      : Math.floor((((input.index * 17 + j * 29) % 90) / 100) * input.capacity);
    result.push({
      startDate: start,
      returnDate,
      days: input.days,
      capacity: input.capacity,
      seatsTaken,
      saleState,
      prices: priceRows(input.baseUsd, start, input.rooms),
    });
  }
  return result;
}

const umrahRooms: readonly RoomType[] = ["DOUBLE", "TRIPLE", "QUAD", "SINGLE"];

const includes: Record<Locale, string[]> = {
  tr: [
    "Gidiş-dönüş uçak bileti (23 kg bagaj)",
    "Umre vizesi ve sağlık sigortası",
    "Otellerde kahvaltı ve akşam yemeği",
    "Tüm transferler ve ziyaret turları",
    "Diyanet onaylı rehber",
    "İhram, umre çantası ve dua kitabı",
  ],
  en: [
    "Return flights (23 kg baggage)",
    "Umrah visa and health insurance",
    "Breakfast and dinner at the hotels",
    "All transfers and visits",
    "An approved religious guide",
    "Ihram, Umrah bag and prayer book",
  ],
};
const excludes: Record<Locale, string[]> = {
  tr: ["Öğle yemekleri", "Kişisel harcamalar", "Tek kişilik oda farkı (fiyat tablosunda)", "Kurban bedeli"],
  en: ["Lunches", "Personal expenses", "Single room supplement (see price table)", "Sacrifice fee"],
};

interface UmrahPlan {
  days: number;
  madinaFirst: boolean;
  madinaNights: number;
  makkahNights: number;
}

function planUmrah(days: number, madinaFirst: boolean): UmrahPlan {
  const nights = days - 1;
  const madinaNights = days <= 3 ? 0 : Math.max(1, Math.floor(nights / 3));
  return { days, madinaFirst: madinaNights > 0 && madinaFirst, madinaNights, makkahNights: nights - madinaNights };
}

const dayText = {
  tr: {
    flyMadina: [
      "İstanbul – Medine",
      "İstanbul Havalimanı'nda buluşma ve Medine'ye direkt uçuş. Otele yerleşme, ilk akşam namazı Mescid-i Nebevi'de.",
    ],
    flyMakkah: [
      "İstanbul – Cidde – Mekke",
      "İstanbul'da ihrama girilir, Cidde'ye uçuş ve otobüsle Mekke'ye transfer. Otele yerleştikten sonra rehberle ilk umre.",
    ],
    madinaVisit: [
      "Medine ziyaretleri",
      "Kuba Mescidi'nde iki rekât namaz, Kıbleteyn Mescidi, Hendek ve Uhud şehitliği ziyareti.",
    ],
    rawdah: [
      "Ravza-i Mutahhara",
      "Nusuk randevusuyla Ravza ziyareti ve Cennetü'l-Baki. Öğleden sonra sohbet programı.",
    ],
    madinaFree: ["Medine'de ibadet", "Mescid-i Nebevi'de vakit namazları ve serbest zaman."],
    toMakkah: [
      "Medine – Mekke",
      "Zülhuleyfe'de ihrama girilir, Haremeyn treniyle Mekke'ye geçilir. Akşam rehber eşliğinde umre.",
    ],
    makkahVisit: [
      "Mekke ziyaretleri",
      "Sevr ve Hira dağları, Arafat, Müzdelife ve Mina gezisi; Ci'râne'den ihrama girilerek ikinci umre.",
    ],
    makkahFree: ["Mekke'de ibadet", "Harem'de vakit namazları, tavaf ve serbest zaman."],
    toMadina: ["Mekke – Medine", "Veda tavafının ardından Haremeyn treniyle Medine'ye geçiş ve otele yerleşme."],
    flyHomeJeddah: ["Mekke – Cidde – İstanbul", "Veda tavafı, Cidde Havalimanı'na transfer ve İstanbul'a dönüş."],
    flyHomeMadina: ["Medine – İstanbul", "Son namazın ardından Medine Havalimanı'na transfer ve İstanbul'a dönüş."],
  },
  en: {
    flyMadina: [
      "Istanbul – Madina",
      "Meet at Istanbul Airport and fly direct to Madina. Check in; the first evening prayer at the Prophet's Mosque.",
    ],
    flyMakkah: [
      "Istanbul – Jeddah – Makkah",
      "Enter ihram in Istanbul, fly to Jeddah and transfer to Makkah by coach. After check-in, the first Umrah with your guide.",
    ],
    madinaVisit: [
      "Visits in Madina",
      "Two rak'ahs at Quba Mosque, Qiblatayn Mosque, the Trench and the martyrs of Uhud.",
    ],
    rawdah: ["The Rawdah", "Visit the Rawdah with a Nusuk appointment, then Jannat al-Baqi. A talk in the afternoon."],
    madinaFree: ["Worship in Madina", "Daily prayers at the Prophet's Mosque and free time."],
    toMakkah: [
      "Madina – Makkah",
      "Enter ihram at Dhul Hulayfah and take the Haramain train to Makkah. Umrah with your guide in the evening.",
    ],
    makkahVisit: [
      "Visits in Makkah",
      "Mount Thawr and Mount Hira, Arafat, Muzdalifah and Mina; a second Umrah in ihram from Ji'ranah.",
    ],
    makkahFree: ["Worship in Makkah", "Daily prayers, tawaf and free time at the Haram."],
    toMadina: ["Makkah – Madina", "After the farewell tawaf, the Haramain train to Madina and check-in."],
    flyHomeJeddah: ["Makkah – Jeddah – Istanbul", "Farewell tawaf, transfer to Jeddah Airport and the flight home."],
    flyHomeMadina: ["Madina – Istanbul", "After the last prayer, transfer to Madina Airport and the flight home."],
  },
} as const satisfies Record<Locale, Record<string, readonly [string, string]>>;

type DayKey = keyof (typeof dayText)["tr"];

function umrahDays(plan: UmrahPlan): DayKey[] {
  const madina = (count: number): DayKey[] =>
    Array.from({ length: count }, (_, i): DayKey => (i === 0 ? "madinaVisit" : i === 1 ? "rawdah" : "madinaFree"));
  const makkah = (count: number): DayKey[] =>
    Array.from({ length: count }, (_, i): DayKey => (i === 1 ? "makkahVisit" : "makkahFree"));
  if (plan.madinaNights === 0) return ["flyMakkah", ...makkah(plan.days - 2), "flyHomeJeddah"];
  if (plan.madinaFirst) {
    return [
      "flyMadina",
      ...madina(plan.madinaNights - 1),
      "toMakkah",
      ...makkah(plan.makkahNights - 1),
      "flyHomeJeddah",
    ];
  }
  return ["flyMakkah", ...makkah(plan.makkahNights - 1), "toMadina", ...madina(plan.madinaNights - 1), "flyHomeMadina"];
}

function itinerary(keys: DayKey[], locale: Locale): ItineraryDay[] {
  return keys.map((key, i) => ({ day: i + 1, title: dayText[locale][key][0], text: dayText[locale][key][1] }));
}

function umrahFlights(plan: UmrahPlan): FlightSpec[] {
  const outbound: FlightSpec =
    plan.madinaFirst || plan.madinaNights === 0
      ? plan.madinaNights === 0
        ? {
            leg: "outbound",
            airline: "Türk Hava Yolları",
            flightNumber: "TK 94",
            fromAirport: "IST",
            toAirport: "JED",
            departureTime: "09:40",
            arrivalTime: "13:25",
          }
        : {
            leg: "outbound",
            airline: "Türk Hava Yolları",
            flightNumber: "TK 108",
            fromAirport: "IST",
            toAirport: "MED",
            departureTime: "10:05",
            arrivalTime: "13:40",
          }
      : {
          leg: "outbound",
          airline: "Saudia",
          flightNumber: "SV 262",
          fromAirport: "IST",
          toAirport: "JED",
          departureTime: "14:10",
          arrivalTime: "17:55",
        };
  const ret: FlightSpec =
    plan.madinaFirst || plan.madinaNights === 0
      ? {
          leg: "return",
          airline: "Türk Hava Yolları",
          flightNumber: "TK 95",
          fromAirport: "JED",
          toAirport: "IST",
          departureTime: "15:00",
          arrivalTime: "19:05",
        }
      : {
          leg: "return",
          airline: "Türk Hava Yolları",
          flightNumber: "TK 109",
          fromAirport: "MED",
          toAirport: "IST",
          departureTime: "14:45",
          arrivalTime: "18:40",
        };
  return [outbound, ret];
}

function umrahHotels(plan: UmrahPlan, makkah: string, madina: string) {
  const list = [
    { hotelKey: makkah, nights: plan.makkahNights },
    ...(plan.madinaNights > 0 ? [{ hotelKey: madina, nights: plan.madinaNights }] : []),
  ];
  return plan.madinaFirst ? list.reverse() : list;
}

function umrahDescription(locale: Locale, plan: UmrahPlan, makkahName: string, madinaName: string): string {
  if (locale === "tr") {
    const stay =
      plan.madinaNights > 0
        ? `Mekke'de ${plan.makkahNights} gece ${makkahName}, Medine'de ${plan.madinaNights} gece ${madinaName} otelinde konaklanır.`
        : `${plan.makkahNights} gece Mekke'de ${makkahName} otelinde konaklanır; Medine ziyareti yoktur.`;
    return `<p>${stay}</p><p>Program ${plan.madinaFirst ? "Medine'den başlar, ihrama Zülhuleyfe mîkatında girilir" : "Mekke'den başlar, ihrama İstanbul'da girilir"}. Fiyatlar kişi başıdır ve oda tipine göre değişir.</p>`;
  }
  const stay =
    plan.madinaNights > 0
      ? `${plan.makkahNights} nights in Makkah at ${makkahName} and ${plan.madinaNights} nights in Madina at ${madinaName}.`
      : `${plan.makkahNights} nights in Makkah at ${makkahName}; no Madina visit.`;
  return `<p>${stay}</p><p>The programme ${plan.madinaFirst ? "starts in Madina; ihram is entered at the Dhul Hulayfah miqat" : "starts in Makkah; ihram is entered in Istanbul"}. Prices are per person and depend on the room type.</p>`;
}

export interface TourCatalogueInput {
  today: CalendarDate;
  hotelNames: Record<string, string>;
}

export function buildTourCatalogue({ today, hotelNames }: TourCatalogueInput): TourSpec[] {
  const tours: TourSpec[] = [];
  const lengths = [3, 5, 7, 8, 10, 12, 13, 14, 15];
  const tiers: Tier[] = ["economy", "comfort", "luxury"];
  let index = 0;

  const umrah = (input: {
    key: string;
    category: TourCategory;
    days: number;
    tier: Tier;
    slug: Record<Locale, string>;
    title: Record<Locale, string>;
    short: Record<Locale, string>;
    campaign?: Record<Locale, string>;
    baseUsd: number;
    popularGuide?: boolean;
    popularity: number;
    makkah?: string;
    madina?: string;
    everyDays?: number;
    capacity?: number;
  }) => {
    const i = index++;
    const plan = planUmrah(input.days, i % 2 === 0);
    const hotels = tierHotels[input.tier];
    const makkah = input.makkah ?? hotels.makkah;
    const madina = input.madina ?? hotels.madina;
    const keys = umrahDays(plan);
    const text = (locale: Locale) => ({
      slug: input.slug[locale],
      title: input.title[locale],
      shortDescription: input.short[locale],
      campaignDescription: input.campaign?.[locale] ?? null,
      descriptionHtml: umrahDescription(locale, plan, hotelNames[makkah] ?? makkah, hotelNames[madina] ?? madina),
      itinerary: itinerary(keys, locale),
      includes: includes[locale],
      excludes: excludes[locale],
    });
    tours.push({
      key: input.key,
      category: input.category,
      days: input.days,
      stars: hotels.stars,
      popularGuide: input.popularGuide ?? false,
      minAge: null,
      maxAge: null,
      videoUrl: null,
      coverImage: i % 2 === 0 ? "scenes/kaaba-dusk.jpg" : "scenes/madina-domes.jpg",
      gallery: [
        "scenes/kaaba-dusk.jpg",
        "scenes/madina-domes.jpg",
        "scenes/desert-dawn.jpg",
        `hotels/facade-${(i % 8) + 1}.jpg`,
      ],
      popularity: input.popularity,
      translations: { tr: text("tr"), en: text("en") },
      flights: umrahFlights(plan),
      hotels: umrahHotels(plan, makkah, madina),
      groups: [],
      departures: departuresFor({
        index: i,
        today,
        days: input.days,
        everyDays: input.everyDays ?? (input.days <= 5 ? 21 : 28),
        baseUsd: input.baseUsd,
        capacity: input.capacity ?? 45,
        rooms: umrahRooms,
        skipHajj: true,
      }),
    });
  };

  for (const days of lengths) {
    for (const tier of tiers) {
      umrah({
        key: `umrah-${days}-${tier}`,
        category: "umrah",
        days,
        tier,
        slug: {
          tr: `${days}-gunluk-${tierSlug[tier].tr}-umre-turu`,
          en: `${days}-day-${tierSlug[tier].en}-umrah-tour`,
        },
        title: {
          tr: `${days} Günlük ${tierNames[tier].tr} Umre Turu`,
          en: `${days}-Day ${tierNames[tier].en} Umrah Tour`,
        },
        short: {
          tr: `${tierHotels[tier].stars} yıldızlı otellerde ${days} günlük umre programı; vize, uçuş ve rehberlik dahil.`,
          en: `A ${days}-day Umrah programme in ${tierHotels[tier].stars}-star hotels; visa, flights and guidance included.`,
        },
        campaign:
          tier === "economy" && days === 10
            ? { tr: "Erken kayıtta kişi başı 50 USD indirim", en: "USD 50 off per person for early booking" }
            : undefined,
        baseUsd: tierBase[tier](days),
        popularity: 300 + ((days * 37 + tiers.indexOf(tier) * 91) % 500),
      });
    }
  }

  const guides = [
    { key: "guide-mustafa", days: 10, tr: "Hafız Mustafa Demir", en: "Hafiz Mustafa Demir" },
    { key: "guide-omer", days: 14, tr: "Dr. Ömer Faruk Aydın", en: "Dr Ömer Faruk Aydın" },
    { key: "guide-huseyin", days: 7, tr: "Hüseyin Kılıç Hoca", en: "Hüseyin Kılıç Hoca" },
  ];
  for (const guide of guides) {
    umrah({
      key: `umrah-${guide.days}-${guide.key}`,
      category: "umrah",
      days: guide.days,
      tier: "comfort",
      makkah: "makkah-ajyad-grand",
      madina: "madina-taibah-grand",
      slug: {
        tr: `${guide.tr.toLocaleLowerCase("tr").replace(/[^a-z0-9çğıöşü]+/g, "-")}-ile-${guide.days}-gunluk-umre`.replace(
          /[çğıöşü]/g,
          (c) => ({ ç: "c", ğ: "g", ı: "i", ö: "o", ş: "s", ü: "u" })[c] ?? c,
        ),
        en: `${guide.days}-day-umrah-with-${guide.key.replace("guide-", "")}`,
      },
      title: { tr: `${guide.tr} ile ${guide.days} Günlük Umre`, en: `${guide.days}-Day Umrah with ${guide.en}` },
      short: {
        tr: `${guide.tr} eşliğinde her akşam sohbet, Mekke ve Medine'de rehberli ziyaretler.`,
        en: `Evening talks with ${guide.en} and guided visits in Makkah and Madina.`,
      },
      baseUsd: tierBase.comfort(guide.days) + 250,
      popularGuide: true,
      popularity: 900 + guide.days,
      everyDays: 42,
    });
  }

  const privates = [
    { days: 7, makkah: "makkah-clock-royal", madina: "madina-nabawi-front" },
    { days: 10, makkah: "makkah-safwa-tower", madina: "madina-taibah-grand" },
    { days: 12, makkah: "makkah-kudai-boutique", madina: "madina-ansar-palace" },
    { days: 15, makkah: "makkah-ibrahim-khalil", madina: "madina-nabawi-front" },
  ];
  for (const item of privates) {
    umrah({
      key: `private-${item.days}`,
      category: "private",
      days: item.days,
      tier: "luxury",
      makkah: item.makkah,
      madina: item.madina,
      slug: { tr: `${item.days}-gunluk-kisiye-ozel-umre`, en: `${item.days}-day-private-umrah` },
      title: { tr: `${item.days} Günlük Kişiye Özel Umre`, en: `${item.days}-Day Private Umrah` },
      short: {
        tr: "Aileniz için özel araç, özel rehber ve istediğiniz tarihte başlayan program.",
        en: "A private car and guide for your family, starting on the date you choose.",
      },
      baseUsd: Math.round(tierBase.luxury(item.days) * 1.6),
      popularity: 400 + item.days * 10,
      everyDays: 14,
      capacity: 6,
    });
  }

  // Hajj: one departure per Hajj season in the window, with the Day of Arafah on day 10 or 14.
  const hajjVariants = [
    { key: "hajj-21", days: 21, baseUsd: 9800, arafahDay: 10 },
    { key: "hajj-28-luxury", days: 28, baseUsd: 13500, arafahDay: 14 },
  ];
  const until = seasonStartingIn(seasonOf(today).startYear + 1).end;
  for (const variant of hajjVariants) {
    const i = index++;
    const departures: DepartureSpec[] = [];
    for (const year of [
      parseCalendarDate(today)!.year,
      parseCalendarDate(today)!.year + 1,
      parseCalendarDate(today)!.year + 2,
    ]) {
      const start = addDays(arafahAround(year), -(variant.arafahDay - 1));
      if (compareDates(start, today) <= 0 || compareDates(start, until) >= 0) continue;
      departures.push({
        startDate: start,
        returnDate: addDays(start, variant.days - 1),
        days: variant.days,
        capacity: 40,
        seatsTaken: 12 + (i % 20),
        saleState: "ON_SALE",
        prices: priceRows(variant.baseUsd, start, ["DOUBLE", "TRIPLE", "QUAD"]),
      });
    }
    const luxury = variant.key.includes("luxury");
    const hajjYear = departures[0] ? departures[0].startDate.slice(0, 4) : String(parseCalendarDate(today)!.year + 1);
    tours.push({
      key: variant.key,
      category: "hajj",
      days: variant.days,
      stars: 5,
      popularGuide: false,
      minAge: 18,
      maxAge: null,
      videoUrl: null,
      coverImage: "scenes/arafat-plain.jpg",
      gallery: ["scenes/arafat-plain.jpg", "scenes/kaaba-dusk.jpg", "scenes/madina-domes.jpg"],
      popularity: 700 + i,
      translations: {
        tr: {
          slug: `hac-${hajjYear}-${variant.days}-gun${luxury ? "-luks" : ""}`,
          title: `Hac ${hajjYear} – ${variant.days} Gün${luxury ? " Lüks" : ""}`,
          shortDescription: `Mina'da ${luxury ? "klimalı VIP çadır" : "klimalı çadır"}, Arafat ve Müzdelife'de rehberli vakfe; ${variant.days} günlük özel hac programı.`,
          campaignDescription: null,
          descriptionHtml: `<p>Terviye günü Mina'ya geçiş, Arefe günü Arafat vakfesi, Müzdelife ve bayram günlerinde cemreler. Hacdan önce ve sonra Mekke'de ${luxury ? "Harem'e 60 metre" : "Harem'e 550 metre"} mesafedeki otelde, ardından Medine'de konaklama.</p>`,
          itinerary: [
            { day: 1, title: "İstanbul – Medine", text: "Medine'ye uçuş ve Mescid-i Nebevi'ye yakın otele yerleşme." },
            {
              day: variant.arafahDay - 1,
              title: "Terviye – Mina",
              text: "İhrama girilir ve Mina'daki çadırlara geçilir.",
            },
            { day: variant.arafahDay, title: "Arafat vakfesi", text: "Öğleden sonra Arafat'ta vakfe, gece Müzdelife." },
            {
              day: variant.arafahDay + 1,
              title: "Kurban Bayramı",
              text: "Akabe cemresi, kurban, tıraş ve ziyaret tavafı.",
            },
            { day: variant.days, title: "Cidde – İstanbul", text: "Veda tavafı ve İstanbul'a dönüş." },
          ],
          includes: includes.tr,
          excludes: excludes.tr.filter((item) => item !== "Kurban bedeli"),
        },
        en: {
          slug: `hajj-${hajjYear}-${variant.days}-days${luxury ? "-luxury" : ""}`,
          title: `Hajj ${hajjYear} – ${variant.days} Days${luxury ? " Luxury" : ""}`,
          shortDescription: `${luxury ? "Air-conditioned VIP tents" : "Air-conditioned tents"} in Mina and guided standing at Arafat and Muzdalifah; a ${variant.days}-day private Hajj programme.`,
          campaignDescription: null,
          descriptionHtml: `<p>Move to Mina on the Day of Tarwiyah, stand at Arafat on the Day of Arafah, then Muzdalifah and the stoning on the days of Eid. Before and after Hajj you stay in Makkah ${luxury ? "60 m" : "550 m"} from the Haram, then in Madina.</p>`,
          itinerary: [
            { day: 1, title: "Istanbul – Madina", text: "Fly to Madina and check in near the Prophet's Mosque." },
            {
              day: variant.arafahDay - 1,
              title: "Tarwiyah – Mina",
              text: "Enter ihram and move to the tents in Mina.",
            },
            {
              day: variant.arafahDay,
              title: "Standing at Arafat",
              text: "Stand at Arafat in the afternoon; the night at Muzdalifah.",
            },
            {
              day: variant.arafahDay + 1,
              title: "Eid al-Adha",
              text: "Stoning of Jamrat al-Aqabah, sacrifice, shaving and tawaf al-ifadah.",
            },
            { day: variant.days, title: "Jeddah – Istanbul", text: "Farewell tawaf and the flight home." },
          ],
          includes: includes.en,
          excludes: excludes.en.filter((item) => item !== "Sacrifice fee"),
        },
      },
      flights: [
        {
          leg: "outbound",
          airline: "Türk Hava Yolları",
          flightNumber: "TK 108",
          fromAirport: "IST",
          toAirport: "MED",
          departureTime: "10:05",
          arrivalTime: "13:40",
        },
        {
          leg: "return",
          airline: "Türk Hava Yolları",
          flightNumber: "TK 95",
          fromAirport: "JED",
          toAirport: "IST",
          departureTime: "15:00",
          arrivalTime: "19:05",
        },
      ],
      hotels: [
        { hotelKey: "madina-taibah-grand", nights: 5 },
        { hotelKey: luxury ? "makkah-safwa-tower" : "makkah-misfalah-plaza", nights: variant.days - 6 },
      ],
      groups: [],
      departures,
    });
  }

  const international = [
    {
      key: "balkans-7",
      days: 7,
      baseUsd: 1190,
      hotel: "sarajevo-bascarsija",
      image: "scenes/balkan-bridge.jpg",
      groups: ["yurtdisi-turlari", "rota-yurtdisi-turlari", "balkan-turlari"],
      tr: {
        slug: "7-gunluk-balkan-turu",
        title: "7 Günlük Balkan Turu: Saraybosna, Mostar, Üsküp, Priştine",
        short: "Osmanlı mirasının izinde dört ülke: Başçarşı, Mostar Köprüsü, Üsküp Taş Köprü ve Prizren.",
      },
      en: {
        slug: "7-day-balkans-tour",
        title: "7-Day Balkans Tour: Sarajevo, Mostar, Skopje, Pristina",
        short:
          "Four countries on the trail of the Ottoman legacy: Baščaršija, the Mostar bridge, Skopje's Stone Bridge and Prizren.",
      },
      flights: [
        ["IST", "SJJ", "TK 1021"],
        ["SKP", "IST", "TK 1004"],
      ],
    },
    {
      key: "balkans-10",
      days: 10,
      baseUsd: 1590,
      hotel: "sarajevo-bascarsija",
      image: "scenes/balkan-bridge.jpg",
      groups: ["yurtdisi-turlari", "balkan-turlari"],
      tr: {
        slug: "10-gunluk-buyuk-balkan-turu",
        title: "10 Günlük Büyük Balkan Turu",
        short: "Bosna-Hersek, Kosova, Kuzey Makedonya ve Arnavutluk'ta on gün; Tiran ve Ohri dahil.",
      },
      en: {
        slug: "10-day-grand-balkans-tour",
        title: "10-Day Grand Balkans Tour",
        short: "Ten days in Bosnia and Herzegovina, Kosovo, North Macedonia and Albania, including Tirana and Ohrid.",
      },
      flights: [
        ["IST", "SJJ", "TK 1021"],
        ["TIA", "IST", "TK 1076"],
      ],
    },
    {
      key: "uzbekistan-8",
      days: 8,
      baseUsd: 1390,
      hotel: "tashkent-silk-road",
      image: "scenes/samarkand-domes.jpg",
      groups: ["yurtdisi-turlari", "rota-yurtdisi-turlari"],
      tr: {
        slug: "8-gunluk-ozbekistan-turu",
        title: "8 Günlük Özbekistan Turu: Taşkent, Buhara, Semerkant",
        short: "İmam Buhari türbesi, Registan meydanı ve Buhara'nın medreseleri; hızlı trenle şehirler arası.",
      },
      en: {
        slug: "8-day-uzbekistan-tour",
        title: "8-Day Uzbekistan Tour: Tashkent, Bukhara, Samarkand",
        short:
          "The tomb of Imam al-Bukhari, Registan square and the madrasas of Bukhara; high-speed trains between cities.",
      },
      flights: [
        ["IST", "TAS", "TK 370"],
        ["TAS", "IST", "TK 371"],
      ],
    },
    {
      key: "morocco-8",
      days: 8,
      baseUsd: 1490,
      hotel: "fez-riad-medina",
      image: "scenes/morocco-gate.jpg",
      groups: ["yurtdisi-turlari", "rota-yurtdisi-turlari"],
      tr: {
        slug: "8-gunluk-fas-turu",
        title: "8 Günlük Fas Turu: Marakeş, Fes, Şefşavan",
        short: "Karaviyyin Camii, Fes medinesi, mavi şehir Şefşavan ve Marakeş'in Cema el-Fna meydanı.",
      },
      en: {
        slug: "8-day-morocco-tour",
        title: "8-Day Morocco Tour: Marrakesh, Fez, Chefchaouen",
        short: "The Qarawiyyin mosque, the Fez medina, blue Chefchaouen and Marrakesh's Jemaa el-Fnaa.",
      },
      flights: [
        ["IST", "RAK", "TK 619"],
        ["FEZ", "IST", "TK 624"],
      ],
    },
    {
      key: "egypt-5",
      days: 5,
      baseUsd: 890,
      hotel: "cairo-nile-view",
      image: "scenes/cairo-pyramids.jpg",
      groups: ["yurtdisi-turlari", "rota-yurtdisi-turlari"],
      tr: {
        slug: "5-gunluk-kahire-turu",
        title: "5 Günlük Kahire Turu",
        short: "Ezher Camii, Sultan Hasan ve Kalavun külliyeleri, Giza piramitleri ve Nil'de akşam yemeği.",
      },
      en: {
        slug: "5-day-cairo-tour",
        title: "5-Day Cairo Tour",
        short: "Al-Azhar, the Sultan Hasan and Qalawun complexes, the pyramids of Giza and dinner on the Nile.",
      },
      flights: [
        ["IST", "CAI", "TK 690"],
        ["CAI", "IST", "TK 691"],
      ],
    },
    {
      key: "andalusia-uzbek-combo",
      days: 12,
      baseUsd: 2290,
      hotel: "tashkent-silk-road",
      image: "scenes/samarkand-domes.jpg",
      groups: ["yurtdisi-turlari"],
      tr: {
        slug: "12-gunluk-ipek-yolu-turu",
        title: "12 Günlük İpek Yolu Turu: Özbekistan ve Hive",
        short: "Taşkent, Semerkant, Buhara ve Hive'nin surlarla çevrili iç kalesi Içan Kala; iki iç hat uçuşu dahil.",
      },
      en: {
        slug: "12-day-silk-road-tour",
        title: "12-Day Silk Road Tour: Uzbekistan and Khiva",
        short:
          "Tashkent, Samarkand, Bukhara and the walled inner town of Khiva, Itchan Kala; two domestic flights included.",
      },
      flights: [
        ["IST", "TAS", "TK 370"],
        ["UGC", "IST", "TK 375"],
      ],
    },
  ];
  for (const trip of international) {
    const i = index++;
    const text = (locale: Locale) => {
      const t = trip[locale];
      return {
        slug: t.slug,
        title: t.title,
        shortDescription: t.short,
        campaignDescription: null,
        descriptionHtml: `<p>${t.short}</p><p>${locale === "tr" ? "Türkçe rehberlik, tüm giriş ücretleri, kahvaltı ve akşam yemekleri dahildir." : "Turkish- and English-speaking guides, all entrance fees, breakfasts and dinners are included."}</p>`,
        itinerary: Array.from({ length: trip.days }, (_, d) => ({
          day: d + 1,
          title:
            d === 0
              ? locale === "tr"
                ? "İstanbul'dan hareket"
                : "Departure from Istanbul"
              : d === trip.days - 1
                ? locale === "tr"
                  ? "İstanbul'a dönüş"
                  : "Flight home"
                : `${locale === "tr" ? "Gün" : "Day"} ${d + 1}`,
          text:
            d === 0
              ? t.short
              : d === trip.days - 1
                ? locale === "tr"
                  ? "Kahvaltının ardından havalimanına transfer."
                  : "Transfer to the airport after breakfast."
                : locale === "tr"
                  ? "Rehberli şehir gezisi ve serbest zaman."
                  : "Guided sightseeing and free time.",
        })),
        includes:
          locale === "tr"
            ? ["Uçak bileti", "Otel konaklaması", "Kahvaltı ve akşam yemekleri", "Rehberlik ve giriş ücretleri"]
            : ["Flights", "Hotels", "Breakfasts and dinners", "Guides and entrance fees"],
        excludes:
          locale === "tr"
            ? ["Vize ücreti (gerekirse)", "Kişisel harcamalar"]
            : ["Visa fee (if required)", "Personal expenses"],
      };
    };
    tours.push({
      key: trip.key,
      category: "international",
      days: trip.days,
      stars: 4,
      popularGuide: false,
      minAge: null,
      maxAge: 75,
      videoUrl: null,
      coverImage: trip.image,
      gallery: [trip.image, "scenes/istanbul-skyline.jpg"],
      popularity: 200 + i * 3,
      translations: { tr: text("tr"), en: text("en") },
      flights: trip.flights.map(([from, to, number], n) => ({
        leg: n === 0 ? "outbound" : "return",
        airline: "Türk Hava Yolları",
        flightNumber: number!,
        fromAirport: from!,
        toAirport: to!,
        departureTime: n === 0 ? "08:30" : "17:20",
        arrivalTime: n === 0 ? "11:05" : "20:10",
      })),
      hotels: [{ hotelKey: trip.hotel, nights: trip.days - 1 }],
      groups: trip.groups,
      departures: departuresFor({
        index: i,
        today,
        days: trip.days,
        everyDays: 35,
        baseUsd: trip.baseUsd,
        capacity: 30,
        rooms: ["DOUBLE", "TRIPLE", "SINGLE"],
        skipHajj: false,
      }),
    });
  }
  return tours;
}
