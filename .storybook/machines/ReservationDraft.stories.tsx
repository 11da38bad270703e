import type { Meta, StoryObj } from "@storybook/react-vite";
import { reservationDraftMachine } from "@rihla/machines";
import { canAddRoom, canRemoveRoom, roomCountRanges, roomTypes, type RoomType } from "@rihla/domain";
import { useMachine } from "@xstate/react";
import { expect, userEvent, within } from "storybook/test";
import { RoomPicker } from "../../packages/ui/src/index";
import { roomPickerLabels } from "../../packages/ui/src/fixtures/rooms";

const typeLabels: Record<RoomType, string> = {
  SINGLE: "Tek kişilik",
  DOUBLE: "İki kişilik",
  TWIN: "İki ayrı yataklı",
  TRIPLE: "Üç kişilik",
  QUAD: "Dört kişilik",
};
const options = roomTypes.map((value) => ({ value, label: typeLabels[value] }));

function ReservationDraftDemo() {
  const [snapshot, send] = useMachine(reservationDraftMachine, { input: {} });
  const rooms = snapshot.context.rooms;
  return (
    <div style={{ display: "grid", gap: "1rem" }}>
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
        onRoomTypeChange={(index, roomType) => send({ type: "room.setType", index, roomType: roomType as RoomType })}
      />
      <section aria-label="Machine context">
        <pre data-testid="context" style={{ fontSize: 12 }}>
          {JSON.stringify({ state: snapshot.value, rooms }, null, 1)}
        </pre>
      </section>
    </div>
  );
}

const meta = {
  title: "Machines/ReservationDraft",
  component: ReservationDraftDemo,
  parameters: { snapshot: false },
} satisfies Meta<typeof ReservationDraftDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The real machine drives the picker: 1 room of 2 adults, add/remove rooms, capacity rules. */
export const ClickThrough: Story = {
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
  },
};
