import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { roomPickerLabels, roomRanges, roomTypeOptions } from "../fixtures/rooms";
import { RoomPicker } from "./RoomPicker";
import type { RoomCounts } from "./roomLimits";

/**
 * Local state standing in for the draft machine: ranges are fixed data and a room can be
 * removed while there are two. Machines/ReservationDraft wires the domain's rules for real.
 */
function Demo(props: React.ComponentProps<typeof RoomPicker>) {
  const [rooms, setRooms] = useState<RoomCounts[]>([...props.rooms]);
  return (
    <RoomPicker
      {...props}
      rooms={rooms}
      ranges={rooms.map((_, index) => props.ranges[index] ?? roomRanges.doubleFull)}
      canRemoveRoom={rooms.length > 1}
      onAddRoom={() => {
        props.onAddRoom();
        setRooms((list) => [...list, { adult: 2, child: 0, baby: 0, roomType: "DOUBLE" }]);
      }}
      onRemoveRoom={(index) => {
        props.onRemoveRoom(index);
        setRooms((list) => list.filter((_, i) => i !== index));
      }}
      onCountsChange={(index, counts) => {
        props.onCountsChange(index, counts);
        setRooms((list) => list.map((room, i) => (i === index ? { ...room, ...counts } : room)));
      }}
      onRoomTypeChange={(index, roomType) => {
        props.onRoomTypeChange(index, roomType);
        setRooms((list) => list.map((room, i) => (i === index ? { ...room, roomType } : room)));
      }}
    />
  );
}

const meta = {
  title: "Reservation/RoomPicker",
  component: RoomPicker,
  args: {
    rooms: [{ adult: 2, child: 0, baby: 0, roomType: "DOUBLE" }],
    ranges: [roomRanges.doubleFull],
    canAddRoom: true,
    canRemoveRoom: false,
    roomTypes: roomTypeOptions,
    labels: roomPickerLabels,
    onAddRoom: fn(),
    onRemoveRoom: fn(),
    onCountsChange: fn(),
    onRoomTypeChange: fn(),
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof RoomPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** §9 default: one room of two adults; the only room cannot be removed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("button", { name: /kaldır/ })).toBeNull();
    // A DOUBLE holds two: adding an adult is not allowed, but a baby is.
    await expect(canvas.getByRole("button", { name: "Oda 1: Yetişkin artır" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await expect(canvas.getByRole("button", { name: "Oda 1: Bebek artır" })).toHaveAttribute("aria-disabled", "false");
  },
};

/** Keyboard only: change the type, step counts, add and remove a room; changes are announced. */
export const KeyboardFlow: Story = {
  args: { ranges: [roomRanges.tripleNoChild] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText("Oda tipi"), "TRIPLE");
    await expect(args.onRoomTypeChange).toHaveBeenCalledWith(0, "TRIPLE");
    await expect(canvas.getByRole("status")).toHaveTextContent("Oda 1: Üç kişilik");

    const plusAdult = canvas.getByRole("button", { name: "Oda 1: Yetişkin artır" });
    plusAdult.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onCountsChange).toHaveBeenLastCalledWith(0, { adult: 3 });
    await expect(canvas.getByRole("status")).toHaveTextContent("Oda 1: Yetişkin 3");
    // At capacity the button keeps focus but does nothing.
    await userEvent.keyboard("{Enter}");
    await expect(args.onCountsChange).toHaveBeenCalledTimes(1);
    await expect(plusAdult).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(args.onCountsChange).toHaveBeenLastCalledWith(0, { adult: 2 });

    await userEvent.click(canvas.getByRole("button", { name: "Oda ekle" }));
    await expect(canvas.getByRole("heading", { name: "Oda 2" })).toBeInTheDocument();
    await expect(canvas.getByRole("status")).toHaveTextContent("Oda 2 eklendi");
    await userEvent.click(canvas.getByRole("button", { name: "Oda 2 kaldır" }));
    await expect(args.onRemoveRoom).toHaveBeenCalledWith(1);
    await expect(canvas.queryByRole("heading", { name: "Oda 2" })).toBeNull();
  },
};

/** Never below one adult; babies limited to one per room. */
export const Limits: Story = {
  args: { rooms: [{ adult: 1, child: 0, baby: 1, roomType: "SINGLE" }], ranges: [roomRanges.singleFull] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Oda 1: Yetişkin azalt" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await expect(canvas.getByRole("button", { name: "Oda 1: Çocuk artır" })).toHaveAttribute("aria-disabled", "true");
    await expect(canvas.getByRole("button", { name: "Oda 1: Bebek artır" })).toHaveAttribute("aria-disabled", "true");
  },
};

export const Marmara: Story = {
  globals: { theme: "marmara" },
  args: {
    rooms: [
      { adult: 2, child: 1, baby: 0, roomType: "TRIPLE" },
      { adult: 1, child: 0, baby: 0, roomType: "SINGLE" },
    ],
    ranges: [
      { adult: { min: 1, max: 2 }, child: { min: 0, max: 1 }, baby: { min: 0, max: 1 } },
      { adult: { min: 1, max: 1 }, child: { min: 0, max: 0 }, baby: { min: 0, max: 1 } },
    ],
  },
};
