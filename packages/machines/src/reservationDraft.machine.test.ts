import { createActor, fromPromise, waitFor } from "xstate";
import { describe, expect, it } from "vitest";
import type { CalendarDate } from "@rihla/domain";
import { reservationDraftMachine, type ReservationDraftSubmitted } from "./reservationDraft.machine.ts";

function start(input?: { tourId?: string }) {
  return createActor(reservationDraftMachine, { input }).start();
}

describe("reservation draft machine (spec §3, §4)", () => {
  it("starts with 1 room of 2 adults, 0 children, 0 babies", () => {
    const actor = start({ tourId: "t1" });
    const { context } = actor.getSnapshot();
    expect(context.rooms).toEqual([{ adult: 2, child: 0, baby: 0, roomType: "DOUBLE", options: [] }]);
    expect(context.tourId).toBe("t1");
  });

  it("adds rooms, with a chosen room type", () => {
    const actor = start();
    actor.send({ type: "room.add" });
    actor.send({ type: "room.add", roomType: "QUAD" });
    expect(actor.getSnapshot().context.rooms.map((room) => room.roomType)).toEqual(["DOUBLE", "DOUBLE", "QUAD"]);
  });

  it("stops offering another room at nine", () => {
    const actor = start();
    for (let i = 0; i < 8; i++) actor.send({ type: "room.add" });
    expect(actor.getSnapshot().context.rooms).toHaveLength(9);
    expect(actor.getSnapshot().can({ type: "room.add" })).toBe(false);
    actor.send({ type: "room.add" });
    expect(actor.getSnapshot().context.rooms).toHaveLength(9);
  });

  it("removes a room but never the last one", () => {
    const actor = start();
    actor.send({ type: "room.add", roomType: "TRIPLE" });
    actor.send({ type: "room.remove", index: 0 });
    expect(actor.getSnapshot().context.rooms.map((room) => room.roomType)).toEqual(["TRIPLE"]);
    actor.send({ type: "room.remove", index: 0 });
    expect(actor.getSnapshot().context.rooms).toHaveLength(1);
    expect(actor.getSnapshot().can({ type: "room.remove", index: 0 })).toBe(false);
  });

  it("sets counts within the room type's capacity", () => {
    const actor = start();
    actor.send({ type: "room.setType", index: 0, roomType: "QUAD" });
    actor.send({ type: "room.setCounts", index: 0, adult: 3, child: 1, baby: 1 });
    expect(actor.getSnapshot().context.rooms[0]).toMatchObject({ adult: 3, child: 1, baby: 1, roomType: "QUAD" });
    actor.send({ type: "room.setCounts", index: 0, child: 5 });
    expect(actor.getSnapshot().context.rooms[0]).toMatchObject({ adult: 3, child: 1 });
  });

  it("keeps at least one adult in a room", () => {
    const actor = start();
    actor.send({ type: "room.setCounts", index: 0, adult: 0 });
    expect(actor.getSnapshot().context.rooms[0]?.adult).toBe(1);
  });

  it("re-fits counts when the room type shrinks", () => {
    const actor = start();
    actor.send({ type: "room.setType", index: 0, roomType: "QUAD" });
    actor.send({ type: "room.setCounts", index: 0, adult: 4 });
    actor.send({ type: "room.setType", index: 0, roomType: "SINGLE" });
    expect(actor.getSnapshot().context.rooms[0]).toMatchObject({ roomType: "SINGLE", adult: 1, child: 0 });
  });

  it("ignores events for rooms that do not exist", () => {
    const actor = start();
    const before = actor.getSnapshot().context;
    actor.send({ type: "room.setCounts", index: 7, adult: 1 });
    actor.send({ type: "room.setType", index: -1, roomType: "QUAD" });
    expect(actor.getSnapshot().context).toEqual(before);
  });
});

describe("reservation draft machine: passengers, review and booking (issue #14)", () => {
  const departureDate = "2027-03-10" as CalendarDate;
  // 10000000146: check digits by hand, (1+0+0+0+1)·7 − 0 = 14 → 4; (1+…+1+4) = 6.
  const adult = {
    name: "Ayşe",
    surname: "Yılmaz",
    tckn: "10000000146",
    birthDate: "1980-05-01",
    passportNumber: "U1234567",
    passportExpiry: "2030-01-01",
  };
  function planner(submit: (draft: unknown) => Promise<ReservationDraftSubmitted>) {
    const calls: unknown[] = [];
    const machine = reservationDraftMachine.provide({
      actors: {
        submitReservation: fromPromise(async ({ input }) => {
          calls.push(input.draft);
          return submit(input.draft);
        }),
      },
    });
    return { actor: createActor(machine, { input: { departureDate } }).start(), calls };
  }
  const fill = (actor: ReturnType<typeof planner>["actor"], values: Record<string, string>[]) =>
    values.forEach((v, index) => actor.send({ type: "passenger.change", index, values: v as never }));

  it("asks one passenger per person once the rooms are right", () => {
    const { actor } = planner(async () => ({ code: "RH-2027-000001" }));
    actor.send({ type: "room.add", roomType: "TRIPLE" });
    actor.send({ type: "room.setCounts", index: 1, adult: 2, child: 1 });
    actor.send({ type: "draft.next" });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe("passengers");
    expect(snapshot.context.passengers.map((p) => `${p.roomIndex}:${p.passengerType}`)).toEqual([
      "0:turAdult",
      "0:turAdult",
      "1:turAdult",
      "1:turAdult",
      "1:turChild",
    ]);
  });

  it("refuses a wrong TCKN and an expiring passport, then reviews once they are right", () => {
    const { actor } = planner(async () => ({ code: "RH-2027-000001" }));
    actor.send({ type: "draft.next" });
    // Valid until 2027-09-09: one day short of six months after 2027-03-10.
    fill(actor, [
      { ...adult, tckn: "10000000147" },
      { ...adult, name: "Ali", passportExpiry: "2027-09-09" },
    ]);
    actor.send({ type: "draft.next" });
    expect(actor.getSnapshot().value).toBe("passengers");
    expect(actor.getSnapshot().context.errors).toEqual(
      expect.arrayContaining([
        { path: "passengers.0.tckn", code: "TCKN_INVALID" },
        { path: "passengers.1.passportExpiry", code: "PASSPORT_NOT_VALID_FOR_TOUR" },
      ]),
    );
    fill(actor, [{ tckn: "10000000146" }, { passportExpiry: "2027-09-10" }]);
    expect(actor.getSnapshot().context.errors).toEqual([]);
    actor.send({ type: "draft.next" });
    expect(actor.getSnapshot().value).toBe("review");
  });

  it("books once however often submit is sent, and keeps the code", async () => {
    let release: (value: ReservationDraftSubmitted) => void = () => {};
    const { actor, calls } = planner(() => new Promise((resolve) => (release = resolve)));
    actor.send({ type: "draft.next" });
    fill(actor, [adult, { ...adult, name: "Ali" }]);
    actor.send({ type: "draft.next" });
    actor.send({ type: "draft.submit" });
    actor.send({ type: "draft.submit" });
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    release({ code: "RH-2027-000042" });
    await waitFor(actor, (snapshot) => snapshot.status === "done");
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe("sent");
    expect(actor.getSnapshot().context.submitted).toEqual({ code: "RH-2027-000042" });
  });

  it("goes back to the passengers with the server's field codes, or stays on review with its notice", async () => {
    const refusals = [
      { code: "VALIDATION_FAILED", errors: [{ path: "passengers.1.tckn", code: "TCKN_INVALID" }] },
      { code: "SOLD_OUT" },
    ];
    const { actor } = planner(async () => Promise.reject(refusals.shift()));
    actor.send({ type: "draft.next" });
    fill(actor, [adult, { ...adult, name: "Ali" }]);
    actor.send({ type: "draft.next" });
    actor.send({ type: "draft.submit" });
    await waitFor(actor, (snapshot) => !snapshot.hasTag("busy"));
    expect(actor.getSnapshot().value).toBe("passengers");
    expect(actor.getSnapshot().context.errors).toEqual([{ path: "passengers.1.tckn", code: "TCKN_INVALID" }]);
    actor.send({ type: "draft.next" });
    actor.send({ type: "draft.submit" });
    await waitFor(actor, (snapshot) => !snapshot.hasTag("busy"));
    expect(actor.getSnapshot().value).toBe("review");
    expect(actor.getSnapshot().context.notice).toBe("SOLD_OUT");
  });

  it("opens on the passengers when asked (back from signing in) with the rooms carried over", () => {
    const actor = createActor(reservationDraftMachine, {
      input: {
        departureDate,
        step: "passengers",
        rooms: [
          { roomType: "DOUBLE", adult: 2, child: 0, baby: 0, options: [] },
          { roomType: "TRIPLE", adult: 2, child: 1, baby: 0, options: [] },
        ],
      },
    }).start();
    expect(actor.getSnapshot().value).toBe("passengers");
    expect(actor.getSnapshot().context.passengers).toHaveLength(5);
  });
});
