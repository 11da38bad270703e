import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formErrorKey, parseWithCodes, toFieldErrors } from "./fieldErrors.ts";
import {
  botCheckSchema,
  calendarDateSchema,
  changePasswordSchema,
  contactFormSchema,
  forgotPasswordSchema,
  informationRequestSchema,
  loginSchema,
  newsletterSchema,
  passengerSchema,
  passportCheckSchema,
  phoneSchema,
  profileSchema,
  reservationDraftSchema,
  setPasswordSchema,
  signUpSchema,
  tcknSchema,
} from "./schemas.ts";

const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = parseWithCodes(schema, input);
  return result.ok ? {} : result.errors;
};

const signUp = {
  firstName: "Ayşe",
  surname: "Yılmaz",
  email: "ayse@example.com",
  phone: "0532 123 45 67",
  password: "Umre2026!",
  passwordConfirm: "Umre2026!",
};

describe("spec §5: sign-up schema", () => {
  it("accepts a full sign-up and normalises the phone", () => {
    const result = parseWithCodes(signUpSchema, { ...signUp, acceptTerms: true });
    expect(result).toMatchObject({ ok: true, data: { phone: "905321234567", email: "ayse@example.com" } });
  });
  it("requires all fields ('You have to fill all fields')", () => {
    expect(errorsOf(signUpSchema, { ...signUp, firstName: "", phone: undefined })).toEqual({
      firstName: ["REQUIRED"],
      phone: ["REQUIRED"],
      [formErrorKey]: ["ALL_FIELDS_REQUIRED"],
    });
    expect(errorsOf(signUpSchema, null)).toMatchObject({ [formErrorKey]: ["INVALID_VALUE", "ALL_FIELDS_REQUIRED"] });
  });
  it("reports every failed password rule and a mismatch ('Passwords must be same')", () => {
    expect(errorsOf(signUpSchema, { ...signUp, password: "abc", passwordConfirm: "abc" })).toEqual({
      password: ["PASSWORD_TOO_SHORT", "PASSWORD_NEEDS_DIGIT", "PASSWORD_NEEDS_UPPERCASE", "PASSWORD_NEEDS_SPECIAL"],
    });
    expect(errorsOf(signUpSchema, { ...signUp, passwordConfirm: "Umre2026?" })).toEqual({
      passwordConfirm: ["PASSWORDS_MUST_MATCH"],
    });
  });
  it("checks e-mail, phone and terms", () => {
    expect(errorsOf(signUpSchema, { ...signUp, email: "nope", phone: "123", acceptTerms: false })).toEqual({
      email: ["EMAIL_INVALID"],
      phone: ["PHONE_INVALID"],
      acceptTerms: ["TERMS_NOT_ACCEPTED"],
    });
  });
});

describe("spec §5, §7: account schemas", () => {
  it("login needs an e-mail and a password", () => {
    expect(errorsOf(loginSchema, { email: "a@b.co", password: "" })).toEqual({ password: ["REQUIRED"] });
    expect(parseWithCodes(loginSchema, { email: " a@b.co ", password: "weak" })).toEqual({
      ok: true,
      data: { email: "a@b.co", password: "weak" },
    });
  });
  it("forgot, set and change password", () => {
    expect(errorsOf(forgotPasswordSchema, {})).toEqual({ email: ["REQUIRED"] });
    expect(errorsOf(setPasswordSchema, { token: "t", password: "Umre2026!", passwordConfirm: "x" })).toEqual({
      passwordConfirm: ["PASSWORDS_MUST_MATCH"],
    });
    expect(errorsOf(setPasswordSchema, { password: "Umre2026!", passwordConfirm: "Umre2026!" })).toEqual({
      token: ["REQUIRED"],
    });
    expect(
      errorsOf(changePasswordSchema, {
        currentPassword: "Umre2026!",
        password: "Umre2026!",
        passwordConfirm: "Umre2026!",
      }),
    ).toEqual({
      password: ["PASSWORD_SAME_AS_CURRENT"],
    });
    expect(
      parseWithCodes(changePasswordSchema, {
        currentPassword: "old",
        password: "Umre2026!",
        passwordConfirm: "Umre2026!",
      }).ok,
    ).toBe(true);
  });
});

describe("spec §3: contact form, information request, newsletter", () => {
  it("contact form needs name, subject, mobile, email and message", () => {
    expect(errorsOf(contactFormSchema, {})).toEqual({
      name: ["REQUIRED"],
      subject: ["REQUIRED"],
      mobile: ["REQUIRED"],
      email: ["REQUIRED"],
      message: ["REQUIRED"],
    });
    expect(
      errorsOf(contactFormSchema, {
        name: "A",
        subject: "S",
        mobile: "05321234567",
        email: "a@b.co",
        message: "x".repeat(5001),
      }),
    ).toEqual({
      message: ["TOO_LONG"],
    });
  });
  it("information request defaults to phone and needs an e-mail when e-mail is preferred", () => {
    expect(
      parseWithCodes(informationRequestSchema, { name: "A", phone: "5321234567", email: "", tourSlug: "umre-turlari" }),
    ).toEqual({
      ok: true,
      data: { name: "A", phone: "905321234567", tourSlug: "umre-turlari", preferredContact: "phone" },
    });
    expect(errorsOf(informationRequestSchema, { name: "A", phone: "5321234567", preferredContact: "email" })).toEqual({
      email: ["REQUIRED"],
    });
    expect(
      errorsOf(informationRequestSchema, { name: "A", phone: "5321234567", email: "x", preferredContact: "fax" }),
    ).toEqual({
      email: ["EMAIL_INVALID"],
      preferredContact: ["INVALID_VALUE"],
    });
  });
  it("newsletter takes an e-mail and a locale (default tr)", () => {
    expect(parseWithCodes(newsletterSchema, { email: "a@b.co" })).toEqual({
      ok: true,
      data: { email: "a@b.co", locale: "tr" },
    });
    expect(errorsOf(newsletterSchema, { email: "a@b.co", locale: "fr" })).toEqual({ locale: ["INVALID_VALUE"] });
  });
});

describe("spec §5: passport check, dates, phone and TCKN schemas", () => {
  it("passport check needs both dates", () => {
    expect(errorsOf(passportCheckSchema, {})).toEqual({
      tourDate: ["PASSPORT_TOUR_DATE_REQUIRED"],
      expiryDate: ["PASSPORT_EXPIRY_REQUIRED"],
    });
    expect(errorsOf(passportCheckSchema, { tourDate: "2026-02-30", expiryDate: "" })).toEqual({
      tourDate: ["DATE_INVALID"],
      expiryDate: ["PASSPORT_EXPIRY_REQUIRED"],
    });
    expect(parseWithCodes(passportCheckSchema, { tourDate: "2026-01-10", expiryDate: "2026-07-10" }).ok).toBe(true);
  });
  it("validates calendar dates, phones and TCKNs", () => {
    expect(errorsOf(calendarDateSchema, "2026-1-1")).toEqual({ [formErrorKey]: ["DATE_INVALID"] });
    expect(errorsOf(calendarDateSchema, "")).toEqual({ [formErrorKey]: ["REQUIRED"] });
    expect(phoneSchema.parse("+90 532 123 45 67")).toBe("905321234567");
    expect(errorsOf(tcknSchema, "12345678901")).toEqual({ [formErrorKey]: ["TCKN_INVALID"] });
    expect(errorsOf(tcknSchema, "")).toEqual({ [formErrorKey]: ["TCKN_REQUIRED"] });
  });
});

describe("spec §3, §4: reservation draft and passenger schemas", () => {
  const passenger = {
    roomIndex: 0,
    passengerType: "turAdult",
    name: "Ayşe",
    surname: "Yılmaz",
    tckn: "10000000146",
    birthDate: "1980-05-01",
    gender: "female",
    passportNumber: "u1234567",
    passportExpiry: "2030-01-01",
    citizenship: "tur",
  };
  it("fills room defaults and normalises passengers", () => {
    const result = parseWithCodes(reservationDraftSchema, { departureDate: "2026-01-10", rooms: [{}] });
    expect(result).toEqual({
      ok: true,
      data: {
        departureDate: "2026-01-10",
        rooms: [{ adult: 2, child: 0, baby: 0, roomType: "DOUBLE", options: [] }],
        passengers: [],
      },
    });
    expect(passengerSchema.parse(passenger)).toMatchObject({ passportNumber: "U1234567", citizenship: "TUR" });
  });
  it("reports the domain's draft rules at their paths", () => {
    expect(errorsOf(reservationDraftSchema, { rooms: [{ adult: 3 }] })).toEqual({ "rooms.0": ["ROOM_OVER_CAPACITY"] });
    expect(errorsOf(reservationDraftSchema, { rooms: [] })).toEqual({ rooms: ["ROOMS_REQUIRED"] });
    expect(
      errorsOf(reservationDraftSchema, {
        departureDate: "2026-01-10",
        rooms: [{ adult: 1 }],
        passengers: [{ ...passenger, passportExpiry: "2026-02-01" }],
      }),
    ).toEqual({ "passengers.0.passportExpiry": ["PASSPORT_NOT_VALID_FOR_TOUR"] });
    expect(errorsOf(reservationDraftSchema, { rooms: [{ adult: 1.5, roomType: "KING" }] })).toEqual({
      "rooms.0.adult": ["ROOM_COUNT_INVALID"],
      "rooms.0.roomType": ["INVALID_VALUE"],
    });
  });
});

describe("field errors helper", () => {
  it("maps zod defaults to INVALID_VALUE and dedupes codes", () => {
    const result = z
      .object({ a: z.number(), b: z.string().min(3, { error: "REQUIRED" }).regex(/x/, { error: "REQUIRED" }) })
      .safeParse({ a: "1", b: "" });
    expect(result.success).toBe(false);
    if (!result.success) expect(toFieldErrors(result.error)).toEqual({ a: ["INVALID_VALUE"], b: ["REQUIRED"] });
  });
});

describe("profileSchema", () => {
  it("needs a first name and surname, and normalises an optional phone", () => {
    expect(errorsOf(profileSchema, { firstName: " ", surname: "" })).toEqual({
      firstName: ["REQUIRED"],
      surname: ["REQUIRED"],
    });
    expect(profileSchema.parse({ firstName: "Ayşe", surname: "Yılmaz", phone: "" }).phone).toBeUndefined();
    expect(errorsOf(profileSchema, { firstName: "Ayşe", surname: "Yılmaz", phone: "12" })).toEqual({
      phone: ["PHONE_INVALID"],
    });
  });
});

describe("botCheckSchema", () => {
  it("accepts absent or short strings and refuses oversized ones", () => {
    expect(botCheckSchema.parse({})).toEqual({});
    expect(botCheckSchema.parse({ altcha: "abc" })).toEqual({ altcha: "abc" });
    expect(errorsOf(botCheckSchema, { altcha: "x".repeat(10_001) })).toEqual({ altcha: ["TOO_LONG"] });
    expect(errorsOf(botCheckSchema, { recaptchaToken: "x".repeat(4_001) })).toEqual({ recaptchaToken: ["TOO_LONG"] });
  });
});

describe("new password and its confirmation", () => {
  it("reports a mismatch even while the password breaks a rule, so a form shows both at once", () => {
    const errors = errorsOf(setPasswordSchema, { token: "t", password: "short", passwordConfirm: "other" });
    expect(errors.passwordConfirm).toEqual(["PASSWORDS_MUST_MATCH"]);
    expect(errors.password).toContain("PASSWORD_TOO_SHORT");
    expect(errorsOf(setPasswordSchema, { token: "t", password: "short" }).passwordConfirm).toEqual(["REQUIRED"]);
  });
});
