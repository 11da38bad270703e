import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Steps } from "./Steps";

const meta = {
  title: "Reservation/Steps",
  component: Steps,
  args: {
    label: "Rezervasyon adımları",
    doneLabel: "tamamlandı",
    steps: [
      { id: "rooms", label: "Odalar" },
      { id: "passengers", label: "Yolcular" },
      { id: "review", label: "Kontrol ve gönder" },
    ],
    current: "passengers",
  },
  parameters: { snapshot: { height: 80 } },
} satisfies Meta<typeof Steps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The second step: the first is done (a check, and 'tamamlandı' for a screen reader). */
export const Passengers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole("listitem");
    await expect(items.map((item) => item.dataset.state)).toEqual(["done", "current", "todo"]);
    await expect(items[1]).toHaveAttribute("aria-current", "step");
    await expect(items[0]).toHaveTextContent("Odalar (tamamlandı)");
    await expect(canvas.getByRole("list", { name: "Rezervasyon adımları" })).toBeInTheDocument();
  },
};

/** In English, on the first step: nothing is done yet. */
export const FirstStepEnglish: Story = {
  args: {
    label: "Booking steps",
    doneLabel: "completed",
    steps: [
      { id: "rooms", label: "Rooms" },
      { id: "passengers", label: "Passengers" },
      { id: "review", label: "Review and send" },
    ],
    current: "rooms",
  },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole("listitem");
    await expect(items.map((item) => item.dataset.state)).toEqual(["current", "todo", "todo"]);
  },
};
