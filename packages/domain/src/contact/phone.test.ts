import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  defaultWhatsAppMessage,
  isValidPhone,
  mapsDirectionsLink,
  normalizePhone,
  telLink,
  whatsAppLink,
  whatsAppShareLink,
} from "./phone.ts";

describe("spec §5: phone normalisation", () => {
  it.each([
    ["+90 532 123 45 67", "905321234567"],
    ["0532 123 45 67", "905321234567"],
    ["(0532) 123-45-67", "905321234567"],
    ["5321234567", "905321234567"],
    ["905321234567", "905321234567"],
    ["0090 532 123 45 67", "905321234567"],
    ["0212 555 00 11", "902125550011"],
    ["0900 123 45 67", "909001234567"],
    ["+49 151 1234 5678", "4915112345678"],
    ["+966 50 123 4567", "966501234567"],
    ["12345", "12345"],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it("handles null and undefined", () => {
    expect(normalizePhone(null)).toBe("");
    expect(normalizePhone(undefined)).toBe("");
  });

  it("★ is idempotent", () => {
    const phoneLike = fc.stringMatching(/^\+?[0-9 ()+-]{0,20}$/);
    fc.assert(
      fc.property(fc.oneof(phoneLike, fc.string()), (input) => {
        const once = normalizePhone(input);
        expect(normalizePhone(once)).toBe(once);
        expect(once).toMatch(/^\d*$/);
      }),
    );
  });

  it("★ every way of writing a Turkish number gives 90 + the 10 national digits", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9]\d{9}$/),
        fc.constantFrom("", "0", "90", "+90", "0090", "+90 (0)"),
        (national, prefix) => {
          expect(normalizePhone(`${prefix}${national}`)).toBe(`90${national}`);
        },
      ),
    );
  });

  it("accepts 10–15 digit numbers", () => {
    expect(isValidPhone("0532 123 45 67")).toBe(true);
    expect(isValidPhone("+49 151 1234 5678")).toBe(true);
    expect(isValidPhone("12345")).toBe(false);
    expect(isValidPhone("")).toBe(false);
  });
});

describe("spec §2: phone, WhatsApp and directions links", () => {
  it("builds tel: links", () => {
    expect(telLink("0532 123 45 67")).toBe("tel:+905321234567");
  });
  it("builds wa.me links with the prefilled Turkish message", () => {
    expect(whatsAppLink("0532 123 45 67")).toBe(
      `https://wa.me/905321234567?text=${encodeURIComponent(defaultWhatsAppMessage)}`,
    );
    expect(defaultWhatsAppMessage).toMatch(/umre/i);
    expect(whatsAppLink("0532 123 45 67", "Merhaba & selam")).toBe(
      "https://wa.me/905321234567?text=Merhaba%20%26%20selam",
    );
    expect(whatsAppLink("0532 123 45 67", "")).toBe("https://wa.me/905321234567");
  });
  it("builds a maps directions link", () => {
    expect(mapsDirectionsLink("Fatih, İstanbul")).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=Fatih%2C%20%C4%B0stanbul",
    );
  });
});

describe("whatsAppShareLink", () => {
  it("leaves the recipient to the user and encodes the message", () => {
    expect(whatsAppShareLink("Teklif: https://rihla.example/o?a=1&b=2")).toBe(
      "https://wa.me/?text=Teklif%3A%20https%3A%2F%2Frihla.example%2Fo%3Fa%3D1%26b%3D2",
    );
  });
});
