import { describe, expect, it } from "vitest";
import { errorText, messageOf, refusalOf, withErrors, formText } from "./forms";

describe("form texts", () => {
  it("words codes in the page's locale and falls back for unknown codes", () => {
    expect(messageOf("EMAIL_INVALID", "tr")).toBe("Geçerli bir e-posta adresi girin.");
    expect(messageOf("EMAIL_INVALID", "en")).toBe("Enter a valid e-mail address.");
    expect(messageOf("NOT_A_CODE", "en")).toBe("An error occurred");
    expect(messageOf(undefined, "tr", "LOGIN_FAILED")).toBe(messageOf("LOGIN_FAILED", "tr"));
    expect(messageOf(undefined, "tr", "plain words")).toBe("plain words");
  });

  it("joins a field's codes once each, and says nothing without codes", () => {
    expect(errorText(undefined, "tr")).toBeUndefined();
    expect(errorText([], "tr")).toBeUndefined();
    expect(errorText(["REQUIRED", "REQUIRED", "EMAIL_INVALID"], "en")).toBe(
      `${messageOf("REQUIRED", "en")} Enter a valid e-mail address.`,
    );
  });
});

describe("machines meet form replies", () => {
  it("turns a refused reply into the form's code and the field codes", () => {
    expect(refusalOf({ error: { "": ["BOT_CHECK_FAILED"], email: ["EMAIL_INVALID"], token: null } })).toEqual({
      code: "BOT_CHECK_FAILED",
      fields: { email: ["EMAIL_INVALID"] },
    });
    expect(refusalOf(undefined)).toEqual({ code: undefined, fields: {} });
  });

  it("adds a machine's codes to a field only when the form has none of its own", () => {
    const meta = { id: "f-email", name: "email", initialValue: "abc", required: true };
    expect(withErrors(meta, ["EMAIL_INVALID"])).toEqual({ ...meta, errors: ["EMAIL_INVALID"] });
    expect(withErrors({ ...meta, errors: ["REQUIRED"] }, ["EMAIL_INVALID"]).errors).toEqual(["REQUIRED"]);
    expect(withErrors(meta, []).errors).toBeUndefined();
  });
});

describe("formText", () => {
  it("reads a text field, and a missing field or a file as empty text", () => {
    const form = new FormData();
    form.set("intent", "close");
    form.set("photo", new File(["x"], "a.txt"));
    expect(formText(form, "intent")).toBe("close");
    expect(formText(form, "photo")).toBe("");
    expect(formText(form, "absent")).toBe("");
    expect(formText(undefined, "intent")).toBe("");
  });
});
