/** Spec §3: country codes used by the city catalogue (KSV is the spec's code for Kosovo). */
export const countryCodes = ["SAU", "TUR", "QAT", "MKD", "BIH", "ARE", "EGY", "KSV", "ALB", "UZB", "MAR"] as const;
export type CountryCode = (typeof countryCodes)[number];

export const countryNames = {
  SAU: { tr: "Suudi Arabistan", en: "Saudi Arabia" },
  TUR: { tr: "Türkiye", en: "Türkiye" },
  QAT: { tr: "Katar", en: "Qatar" },
  MKD: { tr: "Kuzey Makedonya", en: "North Macedonia" },
  BIH: { tr: "Bosna-Hersek", en: "Bosnia and Herzegovina" },
  ARE: { tr: "Birleşik Arap Emirlikleri", en: "United Arab Emirates" },
  EGY: { tr: "Mısır", en: "Egypt" },
  KSV: { tr: "Kosova", en: "Kosovo" },
  ALB: { tr: "Arnavutluk", en: "Albania" },
  UZB: { tr: "Özbekistan", en: "Uzbekistan" },
  MAR: { tr: "Fas", en: "Morocco" },
} as const satisfies Record<CountryCode, { tr: string; en: string }>;

export const cities = [
  { id: "MAKKAH", country: "SAU", name: { tr: "Mekke", en: "Makkah" } },
  { id: "MADINA", country: "SAU", name: { tr: "Medine", en: "Madina" } },
  { id: "JEDDAH", country: "SAU", name: { tr: "Cidde", en: "Jeddah" } },
  { id: "RIYADH", country: "SAU", name: { tr: "Riyad", en: "Riyadh" } },
  { id: "YANBU", country: "SAU", name: { tr: "Yanbu", en: "Yanbu" } },
  { id: "TAIF", country: "SAU", name: { tr: "Taif", en: "Taif" } },
  { id: "ISTANBUL", country: "TUR", name: { tr: "İstanbul", en: "Istanbul" } },
  { id: "ANKARA", country: "TUR", name: { tr: "Ankara", en: "Ankara" } },
  { id: "DOHA", country: "QAT", name: { tr: "Doha", en: "Doha" } },
  { id: "SKOPJE", country: "MKD", name: { tr: "Üsküp", en: "Skopje" } },
  { id: "SARAJEVO", country: "BIH", name: { tr: "Saraybosna", en: "Sarajevo" } },
  { id: "DUBAI", country: "ARE", name: { tr: "Dubai", en: "Dubai" } },
  { id: "CAIRO", country: "EGY", name: { tr: "Kahire", en: "Cairo" } },
  { id: "PRISTINA", country: "KSV", name: { tr: "Priştine", en: "Pristina" } },
  { id: "TIRANA", country: "ALB", name: { tr: "Tiran", en: "Tirana" } },
  { id: "TASHKENT", country: "UZB", name: { tr: "Taşkent", en: "Tashkent" } },
  { id: "BUKHARA", country: "UZB", name: { tr: "Buhara", en: "Bukhara" } },
  { id: "SAMARKAND", country: "UZB", name: { tr: "Semerkant", en: "Samarkand" } },
  { id: "MARRAKESH", country: "MAR", name: { tr: "Marakeş", en: "Marrakesh" } },
  { id: "FEZ", country: "MAR", name: { tr: "Fes", en: "Fez" } },
] as const satisfies readonly { id: string; country: CountryCode; name: { tr: string; en: string } }[];

export type City = (typeof cities)[number];
export type CityId = City["id"];

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === "string" && (countryCodes as readonly string[]).includes(value);
}

export function findCity(id: string): City | undefined {
  return cities.find((city) => city.id === id);
}

export function citiesIn(country: CountryCode): City[] {
  return cities.filter((city) => city.country === country);
}
