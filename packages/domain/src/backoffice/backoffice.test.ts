import { describe, expect, it } from "vitest";
import { toFieldErrors } from "../schemas/fieldErrors.ts";
import type { SessionUser } from "../roles/roles.ts";
import { adminReservationLogPath, adminReservationPath } from "./adminPaths.ts";
import { birthdayDays, birthdayIn, birthdayRange } from "./birthdays.ts";
import { contactRequestChangeSchema, inboxStateAfterReply } from "./inbox.ts";
import { isReminderDue, noteCreateSchema, noteUpdateSchema } from "./notes.ts";
import {
  foldSearchText,
  istanbulDayStart,
  reservationExportFileName,
  reservationListQuerySchema,
  searchFoldFrom,
  searchFoldTo,
  searchNeedle,
} from "./reservationList.ts";
import { userChangeRefusal, userChangeSchema } from "./users.ts";

const codes = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : toFieldErrors(result.error as never);

describe("reservation list query", () => {
  it("reads the URL's strings with defaults", () => {
    const parsed = reservationListQuerySchema.parse({ status: "WAITING", departureId: "12", q: "  ayşe " });
    expect(parsed).toEqual({
      status: "WAITING",
      departureId: 12,
      q: "ayşe",
      locale: "tr",
      sort: "-created",
      pageSize: 25,
    });
  });

  it("answers field codes for bad filters", () => {
    expect(codes(reservationListQuerySchema.safeParse({ status: "X", q: "a", pageSize: "7" }))).toEqual({
      status: ["INVALID_VALUE"],
      q: ["INVALID_VALUE"],
      pageSize: ["INVALID_VALUE"],
    });
    expect(codes(reservationListQuerySchema.safeParse({ createdFrom: "2026-11-20", createdTo: "2026-11-01" }))).toEqual(
      { createdTo: ["INVALID_VALUE"] },
    );
    expect(codes(reservationListQuerySchema.safeParse({ agentId: "1; drop" }))).toEqual({ agentId: ["INVALID_VALUE"] });
  });

  it("folds Turkish letters and ASCII case, and searches phones by digits", () => {
    expect(searchFoldFrom).toHaveLength(searchFoldTo.length);
    expect(foldSearchText("AYŞE Gül İSMAİL Çığ")).toBe("ayse gul ismail cig");
    expect(foldSearchText("RH-2026-000123")).toBe("rh-2026-000123");
    expect(searchNeedle("+90 (532) 123-45")).toBe("9053212345");
    expect(searchNeedle("0532")).toBe("0532");
    expect(searchNeedle("Ali 5")).toBe("ali 5");
  });

  it("starts an Istanbul day at 21:00 UTC the evening before", () => {
    expect(istanbulDayStart("2026-11-21").toISOString()).toBe("2026-11-20T21:00:00.000Z");
  });
});

describe("notes", () => {
  const uuid = "6f1d0c1e-9a6b-4c53-9a43-3f0b0f0f8e21";
  it("needs a text and a subject", () => {
    expect(codes(noteCreateSchema.safeParse({ text: " " }))).toEqual({
      text: ["REQUIRED"],
      customerId: ["REQUIRED"],
    });
    expect(noteCreateSchema.parse({ text: "Ara", customerId: uuid, remindOn: "" })).toEqual({
      text: "Ara",
      customerId: uuid,
      remindOn: undefined,
    });
    expect(codes(noteCreateSchema.safeParse({ text: "x", reservationCode: "RH-1", remindOn: "2026-02-30" }))).toEqual({
      reservationCode: ["INVALID_VALUE"],
      remindOn: ["DATE_INVALID"],
    });
  });

  it("changes text, reminder (empty clears it) or done, never nothing", () => {
    expect(noteUpdateSchema.parse({ remindOn: "" })).toEqual({ remindOn: null });
    expect(noteUpdateSchema.parse({ done: true })).toEqual({ done: true });
    expect(codes(noteUpdateSchema.safeParse({}))).toEqual({ _form: ["VALIDATION_FAILED"] });
  });

  it("is due from its reminder day on, until done", () => {
    expect(isReminderDue({ remindOn: "2026-11-21", done: false }, "2026-11-21")).toBe(true);
    expect(isReminderDue({ remindOn: "2026-11-22", done: false }, "2026-11-21")).toBe(false);
    expect(isReminderDue({ remindOn: "2026-11-01", done: true }, "2026-11-21")).toBe(false);
    expect(isReminderDue({ remindOn: null, done: false }, "2026-11-21")).toBe(false);
  });
});

describe("user changes (spec §6)", () => {
  const account = (overrides: Partial<SessionUser> = {}): SessionUser => ({
    id: "t",
    role: "Customer",
    isAdmin: false,
    hasAccountingRole: false,
    active: true,
    ...overrides,
  });
  const admin = account({ id: "a", isAdmin: true });
  const accountant = account({ id: "b", isAdmin: true, hasAccountingRole: true });
  const master = account({ id: "m", role: "Master" });
  const change = (input: unknown) => userChangeSchema.parse(input);

  it("accepts the older `status` for `active` and refuses an empty change", () => {
    expect(change({ status: false })).toEqual({ active: false });
    expect(change({ dial: "" })).toEqual({ dial: null, active: undefined });
    expect(codes(userChangeSchema.safeParse({}))).toEqual({ _form: ["VALIDATION_FAILED"] });
    expect(codes(userChangeSchema.safeParse({ dial: "12a", role: "Boss" }))).toEqual({
      dial: ["INVALID_VALUE"],
      role: ["INVALID_VALUE"],
    });
  });

  it("lets only a Master change a Master or make one", () => {
    expect(userChangeRefusal(admin, account(), change({ role: "Agent" }))).toBeNull();
    expect(userChangeRefusal(admin, account(), change({ role: "Master" }))).toBe("FORBIDDEN");
    expect(userChangeRefusal(admin, account({ role: "Master" }), change({ dial: "12" }))).toBe("FORBIDDEN");
    expect(userChangeRefusal(master, account(), change({ role: "Master" }))).toBeNull();
    expect(userChangeRefusal(account({ role: "Agent" }), account(), change({ dial: "1" }))).toBe("FORBIDDEN");
  });

  it("hands out the accounting role only from someone who holds it", () => {
    expect(userChangeRefusal(admin, account({ isAdmin: true }), change({ hasAccountingRole: true }))).toBe("FORBIDDEN");
    expect(userChangeRefusal(accountant, account({ isAdmin: true }), change({ hasAccountingRole: true }))).toBeNull();
    expect(userChangeRefusal(master, account({ isAdmin: true }), change({ hasAccountingRole: true }))).toBeNull();
  });

  it("never lets anyone take away their own access", () => {
    expect(userChangeRefusal(admin, admin, change({ active: false }))).toBe("FORBIDDEN");
    expect(userChangeRefusal(admin, admin, change({ isAdmin: false }))).toBe("FORBIDDEN");
    expect(userChangeRefusal(master, master, change({ role: "Customer" }))).toBe("FORBIDDEN");
    expect(userChangeRefusal(admin, admin, change({ dial: "204" }))).toBeNull();
  });
});

describe("birthdays", () => {
  it("covers this ISO week, or this month and the next", () => {
    expect(birthdayRange("2026-11-21", "week")).toEqual({ from: "2026-11-16", to: "2026-11-22" });
    expect(birthdayRange("2026-11-21", "months")).toEqual({ from: "2026-11-01", to: "2026-12-31" });
    expect(birthdayRange("2026-12-05", "months")).toEqual({ from: "2026-12-01", to: "2027-01-31" });
  });

  it("lists the month-days of a range, 29 February with the 28th of a common year", () => {
    const days = birthdayDays({ from: "2027-02-27", to: "2027-03-01" });
    expect(days).toEqual([
      { month: 2, day: 27 },
      { month: 2, day: 28 },
      { month: 2, day: 29 },
      { month: 3, day: 1 },
    ]);
    expect(birthdayDays(birthdayRange("2026-11-21", "months"))).toHaveLength(61);
  });

  it("finds the day and the age turned within a range across the new year", () => {
    const range = birthdayRange("2026-12-05", "months");
    expect(birthdayIn("1980-01-15", range)).toEqual({ on: "2027-01-15", age: 47 });
    expect(birthdayIn("1990-12-31", range)).toEqual({ on: "2026-12-31", age: 36 });
    expect(birthdayIn("1990-06-01", range)).toBeNull();
    expect(birthdayIn("2000-02-29", { from: "2027-02-22", to: "2027-02-28" })).toEqual({ on: "2027-02-28", age: 27 });
  });
});

describe("the forms inbox", () => {
  it("moves a new message to in progress on a reply, and nothing else", () => {
    expect(inboxStateAfterReply("new")).toBe("in_progress");
    expect(inboxStateAfterReply("in_progress")).toBe("in_progress");
    expect(inboxStateAfterReply("done")).toBe("done");
  });

  it("takes a state, an assignee or a note, never nothing", () => {
    expect(contactRequestChangeSchema.safeParse({ state: "done" }).success).toBe(true);
    expect(contactRequestChangeSchema.safeParse({ assigneeId: null }).success).toBe(true);
    expect(codes(contactRequestChangeSchema.safeParse({}))).toEqual({ _form: ["VALIDATION_FAILED"] });
    // A blank note is read as no note, so it changes nothing either.
    expect(codes(contactRequestChangeSchema.safeParse({ note: "   " }))).toEqual({ _form: ["VALIDATION_FAILED"] });
    expect(codes(contactRequestChangeSchema.safeParse({ state: "closed" }))).toEqual({ state: ["INVALID_VALUE"] });
  });
});

describe("admin reservation paths", () => {
  it("puts the code, escaped, in the page's and the log's segment", () => {
    expect(adminReservationPath("RH-2026-000123")).toBe("/admin/reservations/RH-2026-000123");
    expect(adminReservationPath("a/b c")).toBe("/admin/reservations/a%2Fb%20c");
    expect(adminReservationLogPath("RH-2026-000123")).toBe("/admin/reservations/log-RH-2026-000123");
    expect(adminReservationLogPath("a/b")).toBe("/admin/reservations/log-a%2Fb");
  });
});

describe("reservation list query, more", () => {
  it("accepts a created range in order (one day too) or open at one end", () => {
    for (const range of [
      { createdFrom: "2026-11-01", createdTo: "2026-11-20" },
      { createdFrom: "2026-11-20", createdTo: "2026-11-20" },
      { createdFrom: "2026-11-20" },
      { createdTo: "2026-11-01" },
    ])
      expect(reservationListQuerySchema.safeParse(range).success).toBe(true);
  });

  it("reads a blank search as no search", () => {
    expect(reservationListQuerySchema.parse({ q: "   " }).q).toBeUndefined();
  });

  it("looks up digits only when the whole query is a phone number of three digits or more", () => {
    expect(searchNeedle("  Ali  ")).toBe("ali");
    expect(searchNeedle("Ali 532")).toBe("ali 532");
    expect(searchNeedle("532 Ali")).toBe("532 ali");
    expect(searchNeedle("1 2")).toBe("1 2");
    expect(searchNeedle("12-3")).toBe("123");
  });
});

describe("reservation export file name", () => {
  it("names the day, the range, the status, the kind and the search, folded to ASCII", () => {
    expect(
      reservationExportFileName(
        { status: "WAITING", q: "Ayşe Yılmaz", createdFrom: "2026-11-01", createdTo: "2026-11-20" },
        "2026-11-21",
        "tr",
        { status: "Ön rezervasyon", kind: "Umre" },
        "xlsx",
      ),
    ).toBe("rezervasyonlar-2026-11-21-2026-11-01--2026-11-20-on-rezervasyon-umre-ayse-yilmaz.xlsx");
  });

  it("trims dashes at the ends of each part and drops parts left empty", () => {
    expect(
      reservationExportFileName({ q: "!!Ali!!", createdTo: "2026-11-20" }, "2026-11-21", "en", { kind: "***" }, "csv"),
    ).toBe("reservations-2026-11-21-2026-11-20-ali.csv");
    expect(reservationExportFileName({ createdFrom: "2026-11-01" }, "2026-11-21", "en", {}, "csv")).toBe(
      "reservations-2026-11-21-2026-11-01.csv",
    );
    expect(reservationExportFileName({}, "2026-11-21", "tr", {}, "xlsx")).toBe("rezervasyonlar-2026-11-21.xlsx");
    expect(reservationExportFileName({ q: "Ali  &  Veli" }, "2026-11-21", "en", {}, "csv")).toBe(
      "reservations-2026-11-21-ali-veli.csv",
    );
  });

  it("cuts the name at 120 characters before the extension", () => {
    const name = reservationExportFileName({ q: "a".repeat(200) }, "2026-11-21", "tr", {}, "xlsx");
    expect(name).toBe(`rezervasyonlar-2026-11-21-${"a".repeat(120 - 26)}.xlsx`);
  });
});

describe("birthdays and leap years", () => {
  it("adds 29 February only in a common year: 2027 and 2100 are common, 2028 and 2000 leap", () => {
    const feb29 = (year: number) =>
      birthdayDays({ from: `${year}-02-28`, to: `${year}-03-01` }).filter((d) => d.month === 2 && d.day === 29);
    expect(feb29(2027)).toHaveLength(1);
    expect(feb29(2100)).toHaveLength(1);
    expect(feb29(2028)).toHaveLength(1);
    expect(feb29(2000)).toHaveLength(1);
    expect(birthdayDays({ from: "2028-02-28", to: "2028-03-01" })).toEqual([
      { month: 2, day: 28 },
      { month: 2, day: 29 },
      { month: 3, day: 1 },
    ]);
  });

  it("celebrates 29 February on the 28th of a common year only, other days as they are", () => {
    const february = (year: number) => ({ from: `${year}-02-01`, to: `${year}-02-29` }) as const;
    expect(birthdayIn("2000-02-29", { from: "2027-02-01", to: "2027-02-28" })).toEqual({ on: "2027-02-28", age: 27 });
    expect(birthdayIn("2000-02-29", february(2028))).toEqual({ on: "2028-02-29", age: 28 });
    expect(birthdayIn("2000-02-29", { from: "2100-02-01", to: "2100-02-28" })).toEqual({ on: "2100-02-28", age: 100 });
    expect(birthdayIn("2000-02-29", february(2400))).toEqual({ on: "2400-02-29", age: 400 });
    expect(birthdayIn("1990-02-15", { from: "2027-02-01", to: "2027-02-28" })).toEqual({ on: "2027-02-15", age: 37 });
    expect(birthdayIn("1990-01-29", { from: "2027-01-01", to: "2027-01-31" })).toEqual({ on: "2027-01-29", age: 37 });
  });

  it("includes the range's first day and answers null for a date that is none", () => {
    const week = birthdayRange("2026-11-21", "week");
    expect(birthdayIn("1980-11-16", week)).toEqual({ on: "2026-11-16", age: 46 });
    expect(birthdayIn("1980-11-22", week)).toEqual({ on: "2026-11-22", age: 46 });
    expect(birthdayIn("1980-11-15", week)).toBeNull();
    expect(birthdayIn("1980-02-30", week)).toBeNull();
  });
});
