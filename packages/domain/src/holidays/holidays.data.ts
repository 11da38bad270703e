import type { CalendarDate } from "../dates/calendarDate.ts";

/** Spec §3: holiday types. */
export const holidayTypes = ["official", "religious", "school", "kandil"] as const;
export type HolidayType = (typeof holidayTypes)[number];

export interface Holiday {
  type: HolidayType;
  /** Slug name, unique within the year; the page slug is `hday-{year}-{name}` (spec §2). */
  name: string;
  tr: string;
  en: string;
  /** First day, inclusive. */
  start: CalendarDate;
  /** Last day, inclusive (equal to start for one-day holidays). */
  end: CalendarDate;
  /** Set where the date is computed or announced provisionally rather than read off a final calendar. */
  lessCertain?: true;
}

/*
 * Spec §3, §9: holiday data for 2025 and 2026 only.
 *
 * Sources
 * - Official holidays: Law 2429 "Ulusal Bayram ve Genel Tatiller Hakkında Kanun" (as amended by
 *   Law 5892 (2009) for 1 May and Law 6752 (2016) for 15 July), https://www.mevzuat.gov.tr/ (2429).
 *   The afternoon before 29 October and before each feast (arife) is a half day; not listed.
 * - Religious feasts and kandil nights: Diyanet İşleri Başkanlığı, "Dini Günler" 2025 and 2026,
 *   https://vakithesap.diyanet.gov.tr/ (Hicri takvim / dini günler). The kandil date is the
 *   evening (night) of the kandil.
 * - School holidays: MEB "2024-2025 / 2025-2026 Eğitim-Öğretim Yılı Çalışma Takvimi",
 *   https://www.meb.gov.tr/ . Summer holiday = day after the last school day → day before the
 *   next school year starts.
 *
 * Corrections to the brief: Regaip Kandili of Recep 1447 is 25 December 2025 (Recep began on
 * 21 December 2025), so 2026 has no January Regaip; the next one is 10 December 2026 (Recep 1448).
 * Miraç 2026 is 15 January (27 Recep 1447 eve). The other dates given in the brief agree with
 * the Diyanet calendar.
 * Less certain (marked `lessCertain`): 2026 Hijri new year, Aşure and Mevlid (computed months
 * ahead, Diyanet may shift by a day), Regaip 10 Dec 2026, and the MEB 2026-2027 dates (summer
 * end 13 Sep 2026, autumn break 9–13 Nov 2026), announced provisionally.
 */
export const holidays: readonly Holiday[] = [
  // 2025 official (Law 2429)
  { type: "official", name: "yilbasi", tr: "Yılbaşı", en: "New Year's Day", start: "2025-01-01", end: "2025-01-01" },
  {
    type: "official",
    name: "ulusal-egemenlik-ve-cocuk-bayrami",
    tr: "Ulusal Egemenlik ve Çocuk Bayramı",
    en: "National Sovereignty and Children's Day",
    start: "2025-04-23",
    end: "2025-04-23",
  },
  {
    type: "official",
    name: "emek-ve-dayanisma-gunu",
    tr: "Emek ve Dayanışma Günü",
    en: "Labour and Solidarity Day",
    start: "2025-05-01",
    end: "2025-05-01",
  },
  {
    type: "official",
    name: "genclik-ve-spor-bayrami",
    tr: "Atatürk'ü Anma, Gençlik ve Spor Bayramı",
    en: "Commemoration of Atatürk, Youth and Sports Day",
    start: "2025-05-19",
    end: "2025-05-19",
  },
  {
    type: "official",
    name: "demokrasi-ve-milli-birlik-gunu",
    tr: "Demokrasi ve Millî Birlik Günü",
    en: "Democracy and National Unity Day",
    start: "2025-07-15",
    end: "2025-07-15",
  },
  {
    type: "official",
    name: "zafer-bayrami",
    tr: "Zafer Bayramı",
    en: "Victory Day",
    start: "2025-08-30",
    end: "2025-08-30",
  },
  {
    type: "official",
    name: "cumhuriyet-bayrami",
    tr: "Cumhuriyet Bayramı",
    en: "Republic Day",
    start: "2025-10-29",
    end: "2025-10-29",
  },
  // 2025 religious (Diyanet)
  {
    type: "religious",
    name: "ramazan-baslangici",
    tr: "Ramazan Başlangıcı",
    en: "Start of Ramadan",
    start: "2025-03-01",
    end: "2025-03-01",
  },
  {
    type: "religious",
    name: "ramazan-bayrami",
    tr: "Ramazan Bayramı",
    en: "Eid al-Fitr",
    start: "2025-03-30",
    end: "2025-04-01",
  },
  {
    type: "religious",
    name: "kurban-bayrami",
    tr: "Kurban Bayramı",
    en: "Eid al-Adha",
    start: "2025-06-06",
    end: "2025-06-09",
  },
  {
    type: "religious",
    name: "hicri-yilbasi",
    tr: "Hicri Yılbaşı",
    en: "Islamic New Year",
    start: "2025-06-26",
    end: "2025-06-26",
  },
  {
    type: "religious",
    name: "asure-gunu",
    tr: "Aşure Günü",
    en: "Day of Ashura",
    start: "2025-07-05",
    end: "2025-07-05",
  },
  // 2025 kandil nights (Diyanet)
  {
    type: "kandil",
    name: "regaip-kandili",
    tr: "Regaip Kandili",
    en: "Night of Raghaib",
    start: "2025-01-02",
    end: "2025-01-02",
  },
  {
    type: "kandil",
    name: "mirac-kandili",
    tr: "Miraç Kandili",
    en: "Night of Miraj",
    start: "2025-01-26",
    end: "2025-01-26",
  },
  {
    type: "kandil",
    name: "berat-kandili",
    tr: "Berat Kandili",
    en: "Night of Bara'ah",
    start: "2025-02-13",
    end: "2025-02-13",
  },
  {
    type: "kandil",
    name: "kadir-gecesi",
    tr: "Kadir Gecesi",
    en: "Night of Power (Laylat al-Qadr)",
    start: "2025-03-26",
    end: "2025-03-26",
  },
  {
    type: "kandil",
    name: "mevlid-kandili",
    tr: "Mevlid Kandili",
    en: "Mawlid (the Prophet's Birthday Night)",
    start: "2025-09-03",
    end: "2025-09-03",
  },
  {
    type: "kandil",
    name: "regaip-kandili-aralik",
    tr: "Regaip Kandili",
    en: "Night of Raghaib",
    start: "2025-12-25",
    end: "2025-12-25",
  },
  // 2025 school (MEB 2024-2025 and 2025-2026 calendars)
  {
    type: "school",
    name: "yariyil-tatili",
    tr: "Yarıyıl Tatili",
    en: "Semester Break",
    start: "2025-01-20",
    end: "2025-01-31",
  },
  {
    type: "school",
    name: "ikinci-ara-tatil",
    tr: "İkinci Dönem Ara Tatili",
    en: "Spring Mid-term Break",
    start: "2025-03-31",
    end: "2025-04-04",
  },
  {
    type: "school",
    name: "yaz-tatili",
    tr: "Yaz Tatili",
    en: "Summer Holiday",
    start: "2025-06-21",
    end: "2025-09-07",
  },
  {
    type: "school",
    name: "birinci-ara-tatil",
    tr: "Birinci Dönem Ara Tatili",
    en: "Autumn Mid-term Break",
    start: "2025-11-10",
    end: "2025-11-14",
  },

  // 2026 official (Law 2429)
  { type: "official", name: "yilbasi", tr: "Yılbaşı", en: "New Year's Day", start: "2026-01-01", end: "2026-01-01" },
  {
    type: "official",
    name: "ulusal-egemenlik-ve-cocuk-bayrami",
    tr: "Ulusal Egemenlik ve Çocuk Bayramı",
    en: "National Sovereignty and Children's Day",
    start: "2026-04-23",
    end: "2026-04-23",
  },
  {
    type: "official",
    name: "emek-ve-dayanisma-gunu",
    tr: "Emek ve Dayanışma Günü",
    en: "Labour and Solidarity Day",
    start: "2026-05-01",
    end: "2026-05-01",
  },
  {
    type: "official",
    name: "genclik-ve-spor-bayrami",
    tr: "Atatürk'ü Anma, Gençlik ve Spor Bayramı",
    en: "Commemoration of Atatürk, Youth and Sports Day",
    start: "2026-05-19",
    end: "2026-05-19",
  },
  {
    type: "official",
    name: "demokrasi-ve-milli-birlik-gunu",
    tr: "Demokrasi ve Millî Birlik Günü",
    en: "Democracy and National Unity Day",
    start: "2026-07-15",
    end: "2026-07-15",
  },
  {
    type: "official",
    name: "zafer-bayrami",
    tr: "Zafer Bayramı",
    en: "Victory Day",
    start: "2026-08-30",
    end: "2026-08-30",
  },
  {
    type: "official",
    name: "cumhuriyet-bayrami",
    tr: "Cumhuriyet Bayramı",
    en: "Republic Day",
    start: "2026-10-29",
    end: "2026-10-29",
  },
  // 2026 religious (Diyanet)
  {
    type: "religious",
    name: "ramazan-baslangici",
    tr: "Ramazan Başlangıcı",
    en: "Start of Ramadan",
    start: "2026-02-19",
    end: "2026-02-19",
  },
  {
    type: "religious",
    name: "ramazan-bayrami",
    tr: "Ramazan Bayramı",
    en: "Eid al-Fitr",
    start: "2026-03-20",
    end: "2026-03-22",
  },
  {
    type: "religious",
    name: "kurban-bayrami",
    tr: "Kurban Bayramı",
    en: "Eid al-Adha",
    start: "2026-05-27",
    end: "2026-05-30",
  },
  {
    type: "religious",
    name: "hicri-yilbasi",
    tr: "Hicri Yılbaşı",
    en: "Islamic New Year",
    start: "2026-06-16",
    end: "2026-06-16",
    lessCertain: true,
  },
  {
    type: "religious",
    name: "asure-gunu",
    tr: "Aşure Günü",
    en: "Day of Ashura",
    start: "2026-06-25",
    end: "2026-06-25",
    lessCertain: true,
  },
  // 2026 kandil nights (Diyanet)
  {
    type: "kandil",
    name: "mirac-kandili",
    tr: "Miraç Kandili",
    en: "Night of Miraj",
    start: "2026-01-15",
    end: "2026-01-15",
  },
  {
    type: "kandil",
    name: "berat-kandili",
    tr: "Berat Kandili",
    en: "Night of Bara'ah",
    start: "2026-02-02",
    end: "2026-02-02",
  },
  {
    type: "kandil",
    name: "kadir-gecesi",
    tr: "Kadir Gecesi",
    en: "Night of Power (Laylat al-Qadr)",
    start: "2026-03-16",
    end: "2026-03-16",
  },
  {
    type: "kandil",
    name: "mevlid-kandili",
    tr: "Mevlid Kandili",
    en: "Mawlid (the Prophet's Birthday Night)",
    start: "2026-08-24",
    end: "2026-08-24",
    lessCertain: true,
  },
  {
    type: "kandil",
    name: "regaip-kandili",
    tr: "Regaip Kandili",
    en: "Night of Raghaib",
    start: "2026-12-10",
    end: "2026-12-10",
    lessCertain: true,
  },
  // 2026 school (MEB 2025-2026 and 2026-2027 calendars)
  {
    type: "school",
    name: "yariyil-tatili",
    tr: "Yarıyıl Tatili",
    en: "Semester Break",
    start: "2026-01-19",
    end: "2026-01-30",
  },
  {
    type: "school",
    name: "ikinci-ara-tatil",
    tr: "İkinci Dönem Ara Tatili",
    en: "Spring Mid-term Break",
    start: "2026-03-16",
    end: "2026-03-20",
  },
  {
    type: "school",
    name: "yaz-tatili",
    tr: "Yaz Tatili",
    en: "Summer Holiday",
    start: "2026-06-27",
    end: "2026-09-13",
    lessCertain: true,
  },
  {
    type: "school",
    name: "birinci-ara-tatil",
    tr: "Birinci Dönem Ara Tatili",
    en: "Autumn Mid-term Break",
    start: "2026-11-09",
    end: "2026-11-13",
    lessCertain: true,
  },
];

/** MEB school-year milestones behind the school holidays above. */
export const schoolYears = [
  {
    id: "2024-2025",
    start: "2024-09-09",
    semesterBreak: { start: "2025-01-20", end: "2025-01-31" },
    end: "2025-06-20",
  },
  {
    id: "2025-2026",
    start: "2025-09-08",
    semesterBreak: { start: "2026-01-19", end: "2026-01-30" },
    end: "2026-06-26",
  },
  { id: "2026-2027", start: "2026-09-14", lessCertain: true },
] as const;
