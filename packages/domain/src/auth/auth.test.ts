import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canSubmitLogin, missingSignUpFields } from "./forms.ts";
import {
  failedPasswordRules,
  isStrongPassword,
  passwordMaxLength,
  passwordRuleCodes,
  passwordsMatch,
} from "./password.ts";

describe("spec §5: passwords", () => {
  it("accepts 8+ characters with a digit, lower, upper and special character", () => {
    expect(failedPasswordRules("Umre2026!")).toEqual([]);
    expect(isStrongPassword("Şifre123*")).toBe(true);
  });

  it.each([
    ["Ab1!", ["minLength"]],
    ["Abcdefg!", ["digit"]],
    ["ABCDEFG1!", ["lowercase"]],
    ["abcdefg1!", ["uppercase"]],
    ["Abcdefg12", ["special"]],
    ["Abcdef 12", ["special"]],
    ["", ["minLength", "digit", "lowercase", "uppercase", "special"]],
  ] as const)("%j fails %j", (password, rules) => {
    expect(failedPasswordRules(password)).toEqual(rules);
  });

  it("counts Turkish letters as letters", () => {
    expect(failedPasswordRules("ışğüöç1!İ")).toEqual([]);
  });

  it("allows at least 64 characters, caps at 128", () => {
    expect(failedPasswordRules(`Aa1!${"x".repeat(60)}`)).toEqual([]);
    expect(failedPasswordRules(`Aa1!${"x".repeat(passwordMaxLength - 4)}`)).toEqual([]);
    expect(failedPasswordRules(`Aa1!${"x".repeat(passwordMaxLength - 3)}`)).toEqual(["maxLength"]);
  });

  it("★ a password failing no rule has every character class and ≥ 8 code points", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 20 }), (password) => {
        const failed = failedPasswordRules(password);
        if (failed.length === 0) expect([...password].length).toBeGreaterThanOrEqual(8);
        if ([...password].length < 8) expect(failed).toContain("minLength");
      }),
    );
  });

  it("maps each rule to a code", () => {
    expect(passwordRuleCodes.special).toBe("PASSWORD_NEEDS_SPECIAL");
  });

  it("requires the confirmation to match ('Passwords must be same')", () => {
    expect(passwordsMatch("Umre2026!", "Umre2026!")).toBe(true);
    expect(passwordsMatch("Umre2026!", "umre2026!")).toBe(false);
  });
});

describe("spec §5: sign-up and login", () => {
  it("makes no login call without a password", () => {
    expect(canSubmitLogin({ email: "a@b.co", password: "x" })).toBe(true);
    expect(canSubmitLogin({ email: "a@b.co", password: "" })).toBe(false);
    expect(canSubmitLogin({ email: "a@b.co" })).toBe(false);
    expect(canSubmitLogin({ email: " ", password: "x" })).toBe(false);
    expect(canSubmitLogin({ password: "x" })).toBe(false);
    expect(canSubmitLogin(null)).toBe(false);
    expect(canSubmitLogin(undefined)).toBe(false);
  });

  it("lists missing sign-up fields (all are required)", () => {
    expect(
      missingSignUpFields({
        firstName: "Ali",
        surname: "Veli",
        email: "a@b.co",
        phone: "5321234567",
        password: "x",
        passwordConfirm: "x",
      }),
    ).toEqual([]);
    expect(missingSignUpFields({ firstName: " ", surname: "Veli" })).toEqual([
      "firstName",
      "email",
      "phone",
      "password",
      "passwordConfirm",
    ]);
  });
});
