import { describe, expect, it } from "vitest";
import { locales } from "../paths/locale.ts";
import { interpolate } from "../text/interpolate.ts";
import {
  errorCodes,
  formatMessage,
  isErrorCode,
  isMessageCode,
  messageCodes,
  messages,
  placeholdersOf,
} from "./messages.ts";

describe("spec §8: every error and label code has a tr and an en text", () => {
  it.each(messageCodes.map((code) => [code]))("%s has both texts with the same placeholders", (code) => {
    const texts = messages[code];
    for (const locale of locales) expect(texts[locale].trim(), `${code} ${locale}`).not.toBe("");
    expect(placeholdersOf(texts.tr)).toEqual(placeholdersOf(texts.en));
  });

  it("has no text without a code and no duplicate codes", () => {
    expect(Object.keys(messages).sort()).toEqual([...messageCodes].sort());
    expect(new Set(messageCodes).size).toBe(messageCodes.length);
  });
});

describe("spec §2, §5, §8: the spec's own texts are the texts of their codes", () => {
  it.each([
    ["PASSWORDS_MUST_MATCH", "en", "Passwords must be same"],
    ["ALL_FIELDS_REQUIRED", "en", "You have to fill all fields"],
    ["PASSPORT_NOT_VALID_FOR_TOUR", "tr", "Pasaportunuzun geçerlilik tarihi bu tur için uygun değil."],
    ["GENERIC_ERROR", "tr", "Bir hata oluştu"],
    ["LOGIN_FAILED", "tr", "Bir hata oluştu. Bilgileri kontrol edip tekrar deneyin."],
    ["RECOVERY_EMAIL_FAILED", "en", "There is a problem. Recovery email could not be sent."],
    ["RECOVERY_EMAIL_SENT", "en", "Email is sent to your email address."],
    ["PAGE_NOT_FOUND_TITLE", "tr", "Sayfa Bulunamadı"],
    ["menu.myReservations", "tr", "Rezervasyonlarım"],
    ["menu.customerNotes", "tr", "Müşteri Notları"],
    ["menu.logout", "tr", "Çıkış Yap"],
    ["reservationStatus.WAITING", "tr", "Ön Rezervasyon"],
    ["roomView.KABAVIEW", "en", "Haram View"],
    ["roomView.STANDARD", "en", "City View Standard"],
    ["roomView.CSTANDARD", "en", "Club City View"],
    ["hotelClass.5STARSDELUXE", "en", "5 Star Deluxe"],
    ["hotelClass.BOUTIQUE", "en", "Boutique Hotel"],
  ] as const)("%s (%s) is %j", (code, locale, text) => {
    expect(formatMessage(code, locale)).toBe(text);
  });

  it("interpolates {path} in 'Page Not Found: {path}'", () => {
    expect(formatMessage("PAGE_NOT_FOUND", "en", { path: "/x/y" })).toBe("Page Not Found: /x/y");
    expect(formatMessage("PAGE_NOT_FOUND", "tr", { path: "/x" })).toBe("Sayfa Bulunamadı: /x");
  });
});

describe("message helpers", () => {
  it("leaves unknown placeholders visible and fills numbers", () => {
    expect(interpolate("{a} and {b}", { a: 1 })).toBe("1 and {b}");
    expect(interpolate("no params")).toBe("no params");
  });
  it("recognises codes", () => {
    expect(isErrorCode("REQUIRED")).toBe(true);
    expect(isErrorCode("menu.logout")).toBe(false);
    expect(isErrorCode(3)).toBe(false);
    expect(isMessageCode("menu.logout")).toBe(true);
    expect(isMessageCode("toString")).toBe(false);
    expect(isMessageCode(null)).toBe(false);
    expect(errorCodes).toContain("PAGE_NOT_FOUND");
  });
});
