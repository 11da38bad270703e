import type { Meta, StoryObj } from "@storybook/react-vite";
import { reservationDraftMachine, type ReservationDraftInput, type ReservationDraftRefusal } from "@rihla/machines";
import {
  canAddRoom,
  canRemoveRoom,
  formatMessage,
  isMessageCode,
  roomCountRanges,
  roomTypes,
  type CalendarDate,
  type RoomType,
} from "@rihla/domain";
import { useMachine } from "@xstate/react";
import { useLayoutEffect } from "react";
import { fromPromise } from "xstate";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button, RoomPicker, TextField } from "../../packages/ui/src/index";
import { roomPickerLabels } from "../../packages/ui/src/fixtures/rooms";

const typeLabels: Record<RoomType, string> = {
  SINGLE: "Tek kişilik",
  DOUBLE: "İki kişilik",
  TWIN: "İki ayrı yataklı",
  TRIPLE: "Üç kişilik",
  QUAD: "Dört kişilik",
};
const options = roomTypes.map((value) => ({ value, label: typeLabels[value] }));
const text = (code: string) => (isMessageCode(code) ? formatMessage(code, "tr") : code);
const departureDate = "2027-03-10" as CalendarDate;

/** The fake server of the stories: answer with a code, or refuse. Module scope keeps the machine stable. */
type Answer = { outcome: "book"; code: string } | { outcome: "refuse"; refusal: ReservationDraftRefusal };
const live: { answer: Answer; calls: number } = { answer: { outcome: "book", code: "RH-2027-000042" }, calls: 0 };

const machine = reservationDraftMachine.provide({
  actors: {
    submitReservation: fromPromise(async () => {
      live.calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 200));
      const { answer } = live;
      if (answer.outcome === "refuse") throw answer.refusal;
      return { code: answer.code };
    }),
  },
});

const passengerLabels = [
  ["name", "Ad", "text"],
  ["surname", "Soyad", "text"],
  ["birthDate", "Doğum tarihi", "date"],
  ["tckn", "T.C. kimlik no", "text"],
  ["passportNumber", "Pasaport no", "text"],
  ["passportExpiry", "Pasaport son geçerlilik tarihi", "date"],
] as const;

/**
 * The reservation planner's steps over the real machine (issue 14): the rooms with the kit's
 * RoomPicker, the passengers with the domain's checks, the review and the booking through a fake
 * `submitReservation` actor. The site's route draws the same states with its own fields.
 */
function ReservationPlannerDemo({ input, answer }: { input?: ReservationDraftInput; answer?: Answer }) {
  useLayoutEffect(() => {
    live.answer = answer ?? { outcome: "book", code: "RH-2027-000042" };
    live.calls = 0;
    // Once per story: a re-render must not forget the calls made.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [snapshot, send] = useMachine(machine, { input: { departureDate, ...input } });
  const { rooms, passengers, errors, notice, submitted } = snapshot.context;
  const busy = snapshot.hasTag("busy");
  const errorOf = (index: number, field: string) => {
    const codes = errors.filter((e) => e.path === `passengers.${index}.${field}`).map((e) => text(e.code));
    return codes.length > 0 ? codes.join(" ") : undefined;
  };
  return (
    <div style={{ display: "grid", gap: "1rem" }}>
      <p>
        Durum: <strong data-testid="state">{JSON.stringify(snapshot.value)}</strong>
      </p>
      {notice ? <p role="alert">{text(notice)}</p> : null}
      {snapshot.hasTag("rooms") ? (
        <>
          <RoomPicker
            rooms={rooms}
            // Every rule the picker shows is the domain's, the same the machine enforces.
            ranges={rooms.map((room) => roomCountRanges(room))}
            canAddRoom={canAddRoom(snapshot.context)}
            canRemoveRoom={canRemoveRoom(snapshot.context)}
            roomTypes={options}
            labels={roomPickerLabels}
            onAddRoom={() => send({ type: "room.add" })}
            onRemoveRoom={(index) => send({ type: "room.remove", index })}
            onCountsChange={(index, counts) => send({ type: "room.setCounts", index, ...counts })}
            onRoomTypeChange={(index, roomType) =>
              send({ type: "room.setType", index, roomType: roomType as RoomType })
            }
          />
          <Button onClick={() => send({ type: "draft.next" })}>Devam</Button>
        </>
      ) : null}
      {snapshot.hasTag("passengers") ? (
        <form
          noValidate
          style={{ display: "grid", gap: "0.75rem" }}
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: "draft.next" });
          }}
        >
          {passengers.map((passenger, index) => (
            <fieldset key={index} aria-label={`Yolcu ${index + 1}`}>
              <legend>
                Yolcu {index + 1} (oda {passenger.roomIndex + 1}, {text(`passengerType.${passenger.passengerType}`)})
              </legend>
              {passengerLabels.map(([field, label, type]) => (
                <TextField
                  key={field}
                  label={label}
                  type={type}
                  defaultValue={String(passenger[field] ?? "")}
                  error={errorOf(index, field)}
                  onChange={(event) =>
                    send({ type: "passenger.change", index, values: { [field]: event.currentTarget.value } })
                  }
                />
              ))}
            </fieldset>
          ))}
          <Button type="submit">Devam</Button>
        </form>
      ) : null}
      {snapshot.hasTag("review") ? (
        <>
          <ul>
            {passengers.map((p, index) => (
              <li key={index}>
                {p.name} {p.surname}
              </li>
            ))}
          </ul>
          <Button disabled={busy} onClick={() => send({ type: "draft.submit" })}>
            {busy ? "Gönderiliyor…" : "Ön rezervasyonu gönder"}
          </Button>
        </>
      ) : null}
      {submitted ? <p role="status">Rezervasyon kodu: {submitted.code}</p> : null}
      <pre data-testid="context" style={{ fontSize: 12 }}>
        {JSON.stringify({ rooms, calls: live.calls }, null, 1)}
      </pre>
    </div>
  );
}

const meta = {
  title: "Machines/ReservationDraft",
  component: ReservationPlannerDemo,
  parameters: { snapshot: false },
} satisfies Meta<typeof ReservationPlannerDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

// 10000000146: check digits by hand, (1+0+0+0+1)·7 − 0 = 14 → 4; (1+…+1+4) = 6.
const adult = {
  name: "Ayşe",
  surname: "Yılmaz",
  tckn: "10000000146",
  birthDate: "1980-05-01" as CalendarDate,
  gender: "female" as const,
  passportNumber: "U1234567",
  passportExpiry: "2030-01-01" as CalendarDate,
  citizenship: "TUR",
};
const filled: ReservationDraftInput = {
  step: "passengers",
  passengers: [
    { ...adult, roomIndex: 0, passengerType: "turAdult" },
    { ...adult, name: "Ali", roomIndex: 0, passengerType: "turAdult" },
  ],
};

/** The rooms step: 1 room of 2 adults, add/remove rooms, capacity rules. */
export const Rooms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const context = () =>
      JSON.parse(canvas.getByTestId("context").textContent ?? "{}") as {
        rooms: { adult: number; roomType: string }[];
      };
    await expect(context().rooms).toHaveLength(1);
    await expect(context().rooms[0]?.adult).toBe(2);
    await userEvent.click(canvas.getByRole("button", { name: "Oda ekle" }));
    await expect(context().rooms).toHaveLength(2);
    await userEvent.selectOptions(canvas.getAllByLabelText("Oda tipi")[1]!, "TRIPLE");
    await userEvent.click(canvas.getByRole("button", { name: "Oda 2: Yetişkin artır" }));
    await expect(context().rooms[1]).toMatchObject({ adult: 3, roomType: "TRIPLE" });
    await userEvent.click(canvas.getByRole("button", { name: "Oda 1 kaldır" }));
    await expect(context().rooms).toHaveLength(1);
    await expect(canvas.queryByRole("button", { name: /kaldır/ })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Devam" }));
    await expect(canvas.getByTestId("state")).toHaveTextContent('"passengers"');
    await expect(canvas.getAllByRole("group")).toHaveLength(3);
  },
};

/** The passengers step: a wrong TCKN and a passport expiring too soon are refused with the domain's words. */
export const PassengersRefused: Story = {
  args: {
    input: {
      ...filled,
      passengers: [
        { ...adult, tckn: "10000000147", roomIndex: 0, passengerType: "turAdult" },
        {
          ...adult,
          name: "Ali",
          passportExpiry: "2027-09-09" as CalendarDate,
          roomIndex: 0,
          passengerType: "turAdult",
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Devam" }));
    await expect(canvas.getByTestId("state")).toHaveTextContent('"passengers"');
    await expect(canvas.getByText(formatMessage("TCKN_INVALID", "tr"))).toBeInTheDocument();
    await expect(canvas.getByText(formatMessage("PASSPORT_NOT_VALID_FOR_TOUR", "tr"))).toBeInTheDocument();
  },
};

/** Review and send: a double click books once through the fake actor, and the code comes back. */
export const ReviewAndSend: Story = {
  args: { input: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Devam" }));
    await expect(canvas.getByTestId("state")).toHaveTextContent('"review"');
    await userEvent.dblClick(canvas.getByRole("button", { name: "Ön rezervasyonu gönder" }));
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("RH-2027-000042"));
    await expect(live.calls).toBe(1);
  },
};

/** The server refuses (seats gone): the review stays with the domain's SOLD_OUT text. */
export const SoldOutOnSend: Story = {
  args: { input: filled, answer: { outcome: "refuse", refusal: { code: "SOLD_OUT" } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Devam" }));
    await userEvent.click(canvas.getByRole("button", { name: "Ön rezervasyonu gönder" }));
    await waitFor(() => expect(canvas.getByRole("alert")).toHaveTextContent(formatMessage("SOLD_OUT", "tr")));
    await expect(canvas.getByTestId("state")).toHaveTextContent('"review"');
  },
};
