import type { Texts } from "./tr";

export const en = {
  common: {
    siteName: "Rihla",
    tagline: "Umrah, Hajj and international tours",
    skipToContent: "Skip to content",
    mainNavigation: "Main menu",
    home: "Home",
    umrahTours: "Umrah Tours",
    otherLanguage: "Türkçe",
    otherLanguageLabel: "Türkçe'ye geç",
  },
  home: {
    title: "Umrah and Hajj Tours",
    description: "Browse Umrah, Hajj and international tours by room type with Rihla and book with your family.",
    heading: "Your Umrah and Hajj journey starts here",
    intro: "Browse Umrah and Hajj tours with single, double, triple and quad rooms; compare dates, hotels and prices.",
    cta: "Browse Umrah tours",
    systemStatus: "System status",
    database: "Database",
    version: "Version",
  },
  errors: {
    notFoundText: "The page you are looking for may have moved or never existed.",
    goHome: "Back to the home page",
    browseUmrahTours: "Browse Umrah tours",
    statusCode: "Status code",
    clearErrors: "Clear errors",
  },
  footer: {
    copyright: "© 2012-2025 Rihla Tourism",
  },
} satisfies Texts;
