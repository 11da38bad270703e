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
  header: {
    language: "Dil",
    login: "Giriş Yap",
    signUp: "Üye Ol",
    account: "Hesabım",
    whatsapp: "WhatsApp ile yazın",
    openMenu: "Menüyü aç",
    closeMenu: "Menüyü kapat",
    menu: "Menü",
    directions: "Yol tarifi",
    allOf: (label: string) => `Tüm ${label}`,
  },
  errors: {
    notFoundText: "Aradığınız sayfa taşınmış ya da hiç var olmamış olabilir.",
    goHome: "Ana sayfaya dön",
    browseUmrahTours: "Umre turlarına göz at",
    statusCode: "Durum kodu",
    clearErrors: "Hataları temizle",
  },
  footer: {
    newsletterTitle: "Kampanyalardan haberdar olun",
    newsletterText: "Yeni umre programları ve erken rezervasyon fırsatları e-posta kutunuza gelsin.",
    newsletterEmail: "E-posta adresiniz",
    newsletterSubmit: "Gönder",
    newsletterPending: "Gönderiliyor…",
    newsletterSuccess: "Teşekkürler! Aboneliğinizi onaylamanız için size bir e-posta göndereceğiz.",
    newsletterError: "Abonelik kaydedilemedi. E-posta adresinizi kontrol edip tekrar deneyin.",
    quickLinks: "Hızlı Menü",
    categories: "Kategoriler",
    contact: "İletişim",
    social: "Sosyal medya",
    licence: "TÜRSAB Belge No",
  },
};

export type Texts = typeof tr;
