import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { StatusBadge, reservationStatuses } from "./StatusBadge";

const meta = {
  title: "Status/StatusBadge",
  component: StatusBadge,
  args: { status: "WAITING", label: "Ön Rezervasyon" },
  argTypes: { status: { control: "inline-radio", options: reservationStatuses } },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {};
export const Confirmed: Story = { args: { status: "CONFIRMED", label: "Onaylandı" } };
export const Cancelled: Story = { args: { status: "CANCELLED", label: "İptal" } };

export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: "flex", gap: "0.5rem" }}>
      <StatusBadge status="WAITING" label="Ön Rezervasyon" />
      <StatusBadge status="CONFIRMED" label="Confirmed" />
      <StatusBadge status="CANCELLED" label="Cancelled" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Ön Rezervasyon")).toHaveAttribute("data-status", "WAITING");
    // Each status has its own colour (orange, teal, red).
    const colours = ["Ön Rezervasyon", "Confirmed", "Cancelled"].map(
      (text) => getComputedStyle(canvas.getByText(text)).backgroundColor,
    );
    await expect(new Set(colours).size).toBe(3);
  },
};
