import { contentRoutePath, findTourListById, localizePath, tourListPath, tourLists, type Locale } from "@rihla/domain";
import { pageContents } from "./pages.ts";
import type { TourGroupSpec } from "../factories.ts";

/** The fictional agency. Phones use the reserved-looking 000 blocks; e-mail uses .example. */
export const agency = {
  id: "default",
  agencyName: "Rihla Turizm",
  phone: "+90 212 000 00 00",
  whatsappNumber: "+90 532 000 00 00",
  email: "info@rihla.example",
  tursabLicence: "7677",
  logoPath: "brand/logo.svg",
  imageHost: null,
  mapsUrl: "https://www.google.com/maps/dir/?api=1&destination=Fatih%2C%20Istanbul",
  socialLinks: {
    instagram: "https://instagram.com/rihla.example",
    facebook: "https://facebook.com/rihla.example",
    youtube: "https://youtube.com/@rihla.example",
  },
  analyticsTagId: null,
  analyticsConversionId: null,
  copyrightStartYear: 2012,
};

export const agencyTexts: Record<
  Locale,
  {
    siteTitle: string;
    siteDescription: string;
    heading: string;
    photo: string;
    address: string;
    taglines: string[];
    promoText: string;
    whatsappMessage: string;
  }
> = {
  tr: {
    siteTitle: "Rihla Turizm – Umre ve Hac Turları",
    siteDescription: "2012'den beri Mekke ve Medine'ye umre ve hac yolculukları. TÜRSAB belge no 7677.",
    heading: "Umre Turları",
    photo: "scenes/kaaba-dusk.jpg",
    address: "Akşemsettin Mah. Fevzipaşa Cad. No: 00/0, 34080 Fatih / İstanbul",
    taglines: [
      "Harem'e yürüme mesafesinde oteller",
      "Diyanet onaylı rehberler",
      "Direkt uçuşlar",
      "Vize işlemleri bizden",
    ],
    promoText: "2026-2027 Umre Programları",
    whatsappMessage: "Merhaba, umre turlarınız hakkında bilgi almak istiyorum.",
  },
  en: {
    siteTitle: "Rihla Travel – Umrah and Hajj Tours",
    siteDescription: "Umrah and Hajj journeys to Makkah and Madina since 2012. TÜRSAB licence 7677.",
    heading: "Umrah Tours",
    photo: "scenes/kaaba-dusk.jpg",
    address: "Akşemsettin Mah. Fevzipaşa Cad. No: 00/0, 34080 Fatih / Istanbul, Türkiye",
    taglines: [
      "Hotels within walking distance of the Haram",
      "Approved religious guides",
      "Direct flights",
      "We handle your visa",
    ],
    promoText: "2026-2027 Umrah Programmes",
    whatsappMessage: "Hello, I would like information about your Umrah tours.",
  },
};

export const topBannerContents = [
  {
    locale: "tr",
    backgroundColor: "#0f4c45",
    title: "2026-2027 Umre Programları yayında",
    buttonText: "Umre Turları",
    buttonUrl: "/tour/umre-turlari",
    buttonVariant: "solid",
    buttonColor: "#d4a84b",
  },
  {
    locale: "en",
    backgroundColor: "#0f4c45",
    title: "2026-2027 Umrah Programmes are out",
    buttonText: "Umrah Tours",
    buttonUrl: "/en/tour/umrah-tours",
    buttonVariant: "solid",
    buttonColor: "#d4a84b",
  },
] as const;

export interface MenuItemContent {
  label: string;
  href: string;
  description?: string;
  children?: MenuItemContent[];
}

const listLink = (id: string, locale: Locale): MenuItemContent => {
  const list = findTourListById(id);
  if (!list) throw new Error(`menu: unknown tour list ${id}`);
  return { label: list.title[locale], href: tourListPath(list, locale) };
};

/** A CMS page's address in `locale`, from its own slug there (one home: the page's seed). */
function pagePath(key: string, locale: Locale, base = "/page"): string {
  const page = pageContents.find((content) => content.key === key);
  if (!page) throw new Error(`menu: unknown page ${key}`);
  return localizePath(`${base}/${page[locale].slug}`, locale);
}

/** Spec §2 header and footer links, as data. */
export function menuContents(locale: Locale): Record<string, MenuItemContent[]> {
  const prefix = locale === "en" ? "/en" : "";
  const tr = locale === "tr";
  return {
    header: [
      {
        label: tr ? "Umre Turları" : "Umrah Tours",
        href: `${prefix}/tour/${tr ? "umre-turlari" : "umrah-tours"}`,
        children: [
          listLink("private", locale),
          listLink("days-7", locale),
          listLink("days-10", locale),
          listLink("luxury-5-star", locale),
          listLink("popular-guides", locale),
          listLink("month-11", locale),
          listLink("month-12", locale),
          listLink("month-1", locale),
          listLink("month-2", locale),
        ],
      },
      { label: tr ? "Hac" : "Hajj", href: contentRoutePath("hajj", locale) },
      { label: tr ? "Yurtdışı Turları" : "International Tours", href: `${prefix}/tours/yurtdisi-turlari` },
      { label: tr ? "Oteller" : "Hotels", href: `${prefix}/hotel/hotels` },
      { label: tr ? "Hakkımızda" : "About Us", href: pagePath("hakkimizda", locale, "/kurumsal") },
      { label: tr ? "İletişim" : "Contact", href: `${prefix}/contact` },
    ],
    mobile: [
      { label: tr ? "Ana Sayfa" : "Home", href: prefix || "/" },
      { label: tr ? "Umre" : "Umrah", href: `${prefix}/tour/${tr ? "umre-turlari" : "umrah-tours"}` },
      { label: tr ? "Hac" : "Hajj", href: contentRoutePath("hajj", locale) },
      { label: tr ? "Yurtdışı" : "International", href: `${prefix}/tours/rota-yurtdisi-turlari` },
      { label: tr ? "Kişiye Özel Umre" : "Custom Umrah", href: listLink("private", locale).href },
      // Issue 22: the header's hotels were missing on phones.
      { label: tr ? "Oteller" : "Hotels", href: `${prefix}/hotel/hotels` },
      { label: tr ? "Hakkımızda" : "About", href: pagePath("hakkimizda", locale, "/kurumsal") },
      { label: tr ? "İletişim" : "Contact", href: `${prefix}/contact` },
    ],
    footerQuick: [
      { label: tr ? "Hakkımızda" : "About Us", href: pagePath("hakkimizda", locale, "/kurumsal") },
      { label: tr ? "Ekibimiz" : "Our Team", href: pagePath("ekibimiz", locale) },
      { label: tr ? "Banka Hesapları" : "Bank Accounts", href: pagePath("banka-hesaplari", locale) },
      { label: tr ? "Yorumlar" : "Reviews", href: pagePath("yorumlar", locale) },
      { label: tr ? "Gizlilik" : "Privacy", href: pagePath("gizlilik", locale) },
      { label: tr ? "Yardım" : "Help", href: contentRoutePath("help", locale) },
      {
        label: tr ? "Pasaport Doğrulama" : "Passport Check",
        href: `${prefix}/page/${tr ? "pasaport-dogrulama" : "passport-date-validity-check"}`,
      },
    ],
    footerCategories: [
      listLink("umrah", locale),
      listLink("days-7", locale),
      listLink("days-10", locale),
      listLink("days-15", locale),
      listLink("luxury-5-star", locale),
      { label: tr ? "Grup ve Bayi Umresi" : "Group and Dealer Umrah", href: pagePath("grup-bayi-ozel-umre", locale) },
      { label: tr ? "Umre Nedir?" : "What Is Umrah?", href: pagePath("umre-nedir", locale) },
      {
        label: tr ? "Umreye Gitmeden Alınacaklar" : "What to Pack",
        href: pagePath("umreye-gitmeden-alinacaklar-rehberi", locale),
      },
    ],
  };
}

export const tourGroupContents: TourGroupSpec[] = [
  {
    key: "yurtdisi-turlari",
    image: "scenes/istanbul-skyline.jpg",
    position: 0,
    translations: {
      tr: {
        slug: "yurtdisi-turlari",
        title: "Yurtdışı Turları",
        description: "Balkanlar, Özbekistan, Fas ve Mısır'a rehberli kültür turları.",
      },
      en: {
        slug: "international-tours",
        title: "International Tours",
        description: "Guided cultural tours to the Balkans, Uzbekistan, Morocco and Egypt.",
      },
    },
  },
  {
    key: "rota-yurtdisi-turlari",
    image: "scenes/samarkand-domes.jpg",
    position: 1,
    translations: {
      tr: {
        slug: "rota-yurtdisi-turlari",
        title: "Rota: İslam Medeniyeti Turları",
        description: "Semerkant'tan Fes'e, İslam medeniyetinin ilim ve sanat şehirleri.",
      },
      en: {
        slug: "route-international-tours",
        title: "Route: Islamic Heritage Tours",
        description: "From Samarkand to Fez, the cities of learning and art of Islamic civilisation.",
      },
    },
  },
  {
    key: "balkan-turlari",
    image: "scenes/balkan-bridge.jpg",
    position: 2,
    translations: {
      tr: {
        slug: "balkan-turlari",
        title: "Balkan Turları",
        description: "Saraybosna, Mostar, Üsküp, Priştine ve Tiran'da Osmanlı mirası.",
      },
      en: {
        slug: "balkan-tours",
        title: "Balkan Tours",
        description: "The Ottoman legacy in Sarajevo, Mostar, Skopje, Pristina and Tirana.",
      },
    },
  },
];

/** Old SEO paths of the previous site (spec §2 "legacy routes") and where they live now. */
export function legacyRedirects(): { fromPath: string; toPath: string; status: number }[] {
  const rows: { fromPath: string; toPath: string; status: number }[] = [];
  for (const list of tourLists) {
    const month = /^month-(\d+)$/.exec(list.id);
    const days = /^days-(\d+)$/.exec(list.id);
    if (month) {
      const trMonth = list.slug.tr.replace("-umre-turlari", "");
      const enMonth = list.slug.en.replace("-umrah-tours", "");
      rows.push({ fromPath: `/${trMonth}-ayi-umre-turlari`, toPath: `/tour/${list.slug.tr}`, status: 301 });
      rows.push({ fromPath: `/umre-turlari-${trMonth}`, toPath: `/tour/${list.slug.tr}`, status: 301 });
      rows.push({ fromPath: `/en/umrah-tours-${enMonth}`, toPath: `/en/tour/${list.slug.en}`, status: 301 });
    }
    if (days) {
      rows.push({ fromPath: `/${days[1]}-gunluk-umre`, toPath: `/tour/${list.slug.tr}`, status: 301 });
      rows.push({ fromPath: `/umre-turlari/${days[1]}-gunluk`, toPath: `/tour/${list.slug.tr}`, status: 301 });
      rows.push({ fromPath: `/en/${days[1]}-days-umrah`, toPath: `/en/tour/${list.slug.en}`, status: 301 });
    }
  }
  rows.push(
    { fromPath: "/hakkimizda", toPath: "/kurumsal/hakkimizda", status: 301 },
    { fromPath: "/en/about", toPath: "/en/kurumsal/about-us", status: 301 },
    { fromPath: "/sss", toPath: "/yardim", status: 301 },
    { fromPath: "/iletisim", toPath: "/contact", status: 301 },
    { fromPath: "/umre", toPath: "/tour/umre-turlari", status: 301 },
    { fromPath: "/hac-2026", toPath: "/page/hac", status: 302 },
    { fromPath: "/katalog", toPath: "https://katalog.rihla.example/2026-2027.pdf", status: 302 },
  );
  return rows;
}

export const shortLinkContents = [
  { id: "umre", target: "/tour/umre-turlari" },
  { id: "hac", target: "/page/hac" },
  { id: "banka", target: "/page/banka-hesaplari" },
  { id: "ramazan", target: "/tour/15-gunluk-umre-turlari" },
  { id: "wa", target: "https://wa.me/905320000000" },
];
