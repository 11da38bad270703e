import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { StatusBadge, statusBadgeStatuses } from "./StatusBadge";

const meta = {
  title: "Status/StatusBadge",
  component: StatusBadge,
  args: { status: "WAITING", label: "Ön Rezervasyon" },
  argTypes: { status: { control: "inline-radio", options: statusBadgeStatuses } },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const labels = {
  WAITING: "Ön Rezervasyon",
  CONFIRMED: "Onaylandı",
  CANCELLED: "İptal",
  ON_SALE: "Satışta",
  SOLD_OUT: "Tükendi",
  CLOSED: "Satışa kapalı",
} as const;

export const Waiting: Story = {};

/** Every reservation status and sale state, each in its own colour. */
export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: "flex", gap: "0.5rem", flexWrap: "wrap" }}>
      {statusBadgeStatuses.map((status) => (
        <StatusBadge key={status} status={status} label={labels[status]} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Ön Rezervasyon")).toHaveAttribute("data-status", "WAITING");
    await expect(canvas.getByText("Tükendi")).toHaveAttribute("data-status", "SOLD_OUT");
    const reservation = ["Ön Rezervasyon", "Onaylandı", "İptal"].map(
      (text) => getComputedStyle(canvas.getByText(text)).backgroundColor,
    );
    await expect(new Set(reservation).size).toBe(3);
    const sale = ["Satışta", "Tükendi", "Satışa kapalı"].map(
      (text) => getComputedStyle(canvas.getByText(text)).backgroundColor,
    );
    await expect(new Set(sale).size).toBe(3);
  },
};

export const Marmara: Story = { ...AllStatuses, globals: { theme: "marmara" } };
