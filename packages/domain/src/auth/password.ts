import type { ErrorCode } from "../messages/messages.ts";

/** Spec §5, §9: password minimum length 8. */
export const passwordMinLength = 8;
/** Long enough for passphrases and password managers (≥ 64 required), short enough to hash cheaply. */
export const passwordMaxLength = 128;

export const passwordRules = ["minLength", "maxLength", "digit", "lowercase", "uppercase", "special"] as const;
export type PasswordRule = (typeof passwordRules)[number];

export const passwordRuleCodes = {
  minLength: "PASSWORD_TOO_SHORT",
  maxLength: "PASSWORD_TOO_LONG",
  digit: "PASSWORD_NEEDS_DIGIT",
  lowercase: "PASSWORD_NEEDS_LOWERCASE",
  uppercase: "PASSWORD_NEEDS_UPPERCASE",
  special: "PASSWORD_NEEDS_SPECIAL",
} as const satisfies Record<PasswordRule, ErrorCode>;

const checks: Record<PasswordRule, (password: string, length: number) => boolean> = {
  minLength: (_, length) => length >= passwordMinLength,
  maxLength: (_, length) => length <= passwordMaxLength,
  digit: (password) => /\p{Nd}/u.test(password),
  // Unicode classes so Turkish letters (ş, ı, İ, Ğ …) count as letters.
  lowercase: (password) => /\p{Ll}/u.test(password),
  uppercase: (password) => /\p{Lu}/u.test(password),
  // Special: anything that is not a letter, a digit or white space.
  special: (password) => /[^\p{L}\p{N}\s]/u.test(password),
};

/** Spec §5: the rules a password fails, in catalogue order; [] means acceptable. */
export function failedPasswordRules(password: string): PasswordRule[] {
  const length = [...password].length; // code points, so an emoji counts once
  return passwordRules.filter((rule) => !checks[rule](password, length));
}

export function isStrongPassword(password: string): boolean {
  return failedPasswordRules(password).length === 0;
}

/** Spec §5: password and confirmation must match ('Passwords must be same'). */
export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}
