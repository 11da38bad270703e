import { z } from "./zod.ts";
import { failedPasswordRules, passwordMaxLength, passwordRuleCodes } from "../auth/password.ts";
import { missingSignUpFields } from "../auth/forms.ts";
import { genders, passengerTypes } from "../catalogues/passengers.ts";
import { roomTypes } from "../catalogues/rooms.ts";
import { isValidPhone, normalizePhone, preferredContactMethods } from "../contact/phone.ts";
import { isCalendarDate, type CalendarDate } from "../dates/calendarDate.ts";
import { isValidTckn } from "../identity/tckn.ts";
import { locales } from "../paths/locale.ts";
import { validateDraft } from "../reservations/draft.ts";

/**
 * Spec §5, §7: one zod schema per input the site sends and the API reads. Issue messages are
 * error codes (see messages.ts); `toFieldErrors` maps them to `{ field: code[] }`.
 */

/** A required, trimmed text of at most `max` characters. */
export const requiredText = (max = 200) =>
  z.string({ error: "REQUIRED" }).trim().min(1, { error: "REQUIRED" }).max(max, { error: "TOO_LONG" });

const optionalText = (max = 200) =>
  z
    .string({ error: "INVALID_VALUE" })
    .trim()
    .max(max, { error: "TOO_LONG" })
    .optional()
    .transform((value) => (value === "" ? undefined : value));

export const localeSchema = z.enum(locales, { error: "INVALID_VALUE" });

/** A 'YYYY-MM-DD' string that is a real date; `required` is the code for an empty value. */
const dateField = (required: "REQUIRED" | "PASSPORT_TOUR_DATE_REQUIRED" | "PASSPORT_EXPIRY_REQUIRED") =>
  z
    .string({ error: required })
    .min(1, { error: required })
    // pipe: the date check only runs on a non-empty value, so an empty field reports one code.
    .pipe(z.string().refine(isCalendarDate, { error: "DATE_INVALID" }))
    .transform((value) => value as CalendarDate);

export const calendarDateSchema = dateField("REQUIRED");

export const emailSchema = requiredText(254).pipe(z.email({ error: "EMAIL_INVALID" }));

/** Accepts any common spelling of a phone number and outputs the normalised digits. */
export const phoneSchema = requiredText(40)
  .pipe(z.string().refine(isValidPhone, { error: "PHONE_INVALID" }))
  .transform((value) => normalizePhone(value));

export const tcknSchema = z
  .string({ error: "TCKN_REQUIRED" })
  .trim()
  .min(1, { error: "TCKN_REQUIRED" })
  .pipe(z.string().refine(isValidTckn, { error: "TCKN_INVALID" }));

/** A new password: every failed rule of spec §5 becomes its own issue. */
export const passwordSchema = z
  .string({ error: "REQUIRED" })
  .min(1, { error: "REQUIRED" })
  .pipe(
    z.string().superRefine((password, ctx) => {
      for (const rule of failedPasswordRules(password)) {
        ctx.addIssue({ code: "custom", message: passwordRuleCodes[rule] });
      }
    }),
  );

/** Login only needs something to send; the password rules apply when a password is set. */
export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: "REQUIRED" })
    .min(1, { error: "REQUIRED" })
    .max(passwordMaxLength * 4, { error: "TOO_LONG" }),
});

const passwordsMustMatch = (value: { password: string; passwordConfirm: string }) =>
  value.password === value.passwordConfirm;
/**
 * The confirmation is checked even while the password itself breaks a rule, so a form shows both
 * problems at once (the site, the machines and the API parse with these same schemas).
 */
const mismatch = {
  error: "PASSWORDS_MUST_MATCH",
  path: ["passwordConfirm"],
  when: ({ value }: { value: unknown }) => {
    const fields = value as { password?: unknown; passwordConfirm?: unknown } | null;
    return typeof fields?.password === "string" && typeof fields.passwordConfirm === "string";
  },
};

export const signUpSchema = z
  .object({
    firstName: requiredText(100),
    surname: requiredText(100),
    email: emailSchema,
    phone: phoneSchema,
    password: passwordSchema,
    passwordConfirm: z.string({ error: "REQUIRED" }).min(1, { error: "REQUIRED" }),
    acceptTerms: z
      .boolean({ error: "INVALID_VALUE" })
      .optional()
      .refine((value) => value !== false, { error: "TERMS_NOT_ACCEPTED" }),
    /** Issue 27: the unticked "I'd like updates on WhatsApp" box; ticked, an opt-in (source SIGN_UP) for the phone. */
    whatsAppOptIn: z.boolean({ error: "INVALID_VALUE" }).optional(),
    locale: localeSchema.optional(),
  })
  .refine(passwordsMustMatch, mismatch)
  .refine(
    // Spec §5: 'You have to fill all fields', once for the whole form, next to the field errors.
    (value: unknown) =>
      typeof value === "object" && value !== null && missingSignUpFields(value as Record<string, unknown>).length === 0,
    { error: "ALL_FIELDS_REQUIRED", when: () => true },
  );

export const forgotPasswordSchema = z.object({ email: emailSchema, locale: localeSchema.optional() });

export const setPasswordSchema = z
  .object({
    token: requiredText(512),
    password: passwordSchema,
    passwordConfirm: z.string({ error: "REQUIRED" }).min(1, { error: "REQUIRED" }),
  })
  .refine(passwordsMustMatch, mismatch);

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: "REQUIRED" }).min(1, { error: "REQUIRED" }),
    password: passwordSchema,
    passwordConfirm: z.string({ error: "REQUIRED" }).min(1, { error: "REQUIRED" }),
  })
  .refine(passwordsMustMatch, mismatch)
  .refine((value) => value.password !== value.currentPassword, {
    error: "PASSWORD_SAME_AS_CURRENT",
    path: ["password"],
  });

/** Spec §3 profile: first name, surname and an optional phone (normalised); the e-mail never changes here. */
export const profileSchema = z.object({
  firstName: requiredText(100),
  surname: requiredText(100),
  phone: z.preprocess((value) => (value === "" || value === null ? undefined : value), phoneSchema.optional()),
});

/**
 * The bot check a public form carries (ADR 0603): the ALTCHA solution or, with reCAPTCHA
 * configured, its token. Only their shape is checked here; the API verifies them.
 */
export const botCheckSchema = z.object({
  altcha: z.string({ error: "INVALID_VALUE" }).max(10_000, { error: "TOO_LONG" }).optional(),
  recaptchaToken: z.string({ error: "INVALID_VALUE" }).max(4_000, { error: "TOO_LONG" }).optional(),
});

/** Spec §3 contactForm data (rules not shown in the spec; decided in ADR 0100). */
export const contactFormSchema = z.object({
  name: requiredText(100),
  subject: requiredText(150),
  mobile: phoneSchema,
  email: emailSchema,
  message: requiredText(5000),
});

/** Information request about a tour (or in general). E-mail is needed when it is the channel. */
export const informationRequestSchema = z
  .object({
    name: requiredText(100),
    phone: phoneSchema,
    email: z
      .string({ error: "EMAIL_INVALID" })
      .trim()
      .optional()
      .transform((value) => (value === "" ? undefined : value))
      .pipe(z.email({ error: "EMAIL_INVALID" }).optional()),
    tourId: optionalText(64),
    tourSlug: optionalText(200),
    message: optionalText(5000),
    preferredContact: z.enum(preferredContactMethods, { error: "INVALID_VALUE" }).default("phone"),
    locale: localeSchema.optional(),
  })
  .refine((value) => value.preferredContact !== "email" || value.email !== undefined, {
    error: "REQUIRED",
    path: ["email"],
  });

export const newsletterSchema = z.object({ email: emailSchema, locale: localeSchema.default("tr") });

export const passportCheckSchema = z.object({
  tourDate: dateField("PASSPORT_TOUR_DATE_REQUIRED"),
  expiryDate: dateField("PASSPORT_EXPIRY_REQUIRED"),
});

const count = z
  .number({ error: "ROOM_COUNT_INVALID" })
  .int({ error: "ROOM_COUNT_INVALID" })
  .min(0, { error: "ROOM_COUNT_INVALID" });

export const draftRoomSchema = z.object({
  adult: count.default(2),
  child: count.default(0),
  baby: count.default(0),
  roomType: z.enum(roomTypes, { error: "INVALID_VALUE" }).default("DOUBLE"),
  options: z
    .array(z.string({ error: "INVALID_VALUE" }).max(64, { error: "TOO_LONG" }))
    .max(20, { error: "TOO_LONG" })
    .default([]),
});

const optionalDate = z.union([z.literal(""), calendarDateSchema], { error: "DATE_INVALID" });

export const passengerSchema = z.object({
  roomIndex: z.number({ error: "INVALID_VALUE" }).int({ error: "INVALID_VALUE" }).min(0, { error: "INVALID_VALUE" }),
  passengerType: z.enum(passengerTypes, { error: "INVALID_VALUE" }),
  name: requiredText(100),
  surname: requiredText(100),
  tckn: z.string({ error: "INVALID_VALUE" }).trim().optional(),
  birthDate: calendarDateSchema,
  gender: z.enum(genders, { error: "REQUIRED" }),
  passportNumber: requiredText(20).transform((value) => value.toUpperCase()),
  passportExpiry: optionalDate,
  citizenship: z
    .string({ error: "REQUIRED" })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: "INVALID_VALUE" }),
});

/** The whole draft; its business rules come from `validateDraft`, so they exist once. */
export const reservationDraftSchema = z
  .object({
    tourId: optionalText(64),
    departureDate: calendarDateSchema.optional(),
    rooms: z.array(draftRoomSchema).min(1, { error: "ROOMS_REQUIRED" }).max(50, { error: "TOO_LONG" }),
    passengers: z.array(passengerSchema).max(200, { error: "TOO_LONG" }).default([]),
  })
  .superRefine((draft, ctx) => {
    for (const error of validateDraft(draft)) {
      ctx.addIssue({
        code: "custom",
        message: error.code,
        path: error.path.split(".").map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      });
    }
  });

export type LoginInput = z.output<typeof loginSchema>;
export type SignUpInput = z.output<typeof signUpSchema>;
export type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;
export type SetPasswordInput = z.output<typeof setPasswordSchema>;
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;
export type ProfileInput = z.output<typeof profileSchema>;
export type BotCheckInput = z.output<typeof botCheckSchema>;
export type ContactFormInput = z.output<typeof contactFormSchema>;
export type InformationRequestInput = z.output<typeof informationRequestSchema>;
export type NewsletterInput = z.output<typeof newsletterSchema>;
export type PassportCheckInput = z.output<typeof passportCheckSchema>;
export type PassengerInput = z.output<typeof passengerSchema>;
export type ReservationDraftInput = z.output<typeof reservationDraftSchema>;
