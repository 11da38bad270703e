/**
 * Turkish is the typed source of the site's own texts; en.ts must satisfy this shape. Texts of
 * error and notice codes (§8) are not here: they live once in the domain (`formatMessage`).
 */
export const tr = {
  common: {
    siteName: "Rihla",
    tagline: "Umre, Hac ve yurt dışı turları",
    skipToContent: "İçeriğe geç",
    mainNavigation: "Ana menü",
    home: "Ana Sayfa",
    umrahTours: "Umre Turları",
    otherLanguage: "English",
    otherLanguageLabel: "Switch to English",
  },
  home: {
    title: "Umre ve Hac Turları",
    description: "Rihla ile Umre, Hac ve yurt dışı turlarını oda tipine göre inceleyin ve ailenizle rezervasyon yapın.",
    heading: "Umre ve Hac yolculuğunuz burada başlar",
    intro:
      "Tek, iki, üç ve dört kişilik odalarla Umre ve Hac turlarını inceleyin; tarihleri, otelleri ve fiyatları karşılaştırın.",
    cta: "Umre turlarını incele",
    systemStatus: "Sistem durumu",
    database: "Veritabanı",
    version: "Sürüm",
  },
  errors: {
    notFoundText: "Aradığınız sayfa taşınmış ya da hiç var olmamış olabilir.",
    goHome: "Ana sayfaya dön",
    browseUmrahTours: "Umre turlarına göz at",
    statusCode: "Durum kodu",
    clearErrors: "Hataları temizle",
  },
  footer: {
    copyright: "© 2012-2025 Rihla Turizm",
  },
};

export type Texts = typeof tr;
