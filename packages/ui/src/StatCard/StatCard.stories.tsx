import type { Meta, StoryObj } from "@storybook/react-vite";
import { CalendarCheck, Users, Wallet } from "lucide-react";
import { expect, within } from "storybook/test";
import { StatCard } from "./StatCard";

const meta = {
  title: "Back office/StatCard",
  component: StatCard,
  args: { label: "Bu ayki rezervasyonlar", value: "128", change: { text: "+%12 geçen aya göre", trend: "up" } },
  render: (args) => (
    <div style={{ display: "grid", gridTemplateColumns: "repeat(3, 1fr)", gap: "1rem" }}>
      <StatCard {...args} icon={<CalendarCheck size={20} />} />
      <StatCard
        label="Tahsilat"
        value="₺1,2 mn"
        change={{ text: "−%4 geçen aya göre", trend: "down" }}
        icon={<Wallet size={20} />}
      />
      <StatCard
        label="Ön rezervasyonlar"
        value="17"
        change={{ text: "Değişim yok", trend: "flat" }}
        icon={<Users size={20} />}
      />
    </div>
  ),
  parameters: { snapshot: { height: 180 } },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each card is a term/definition pair, so the label is read with its value. */
export const Dashboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("term").map((term) => term.textContent)).toEqual([
      "Bu ayki rezervasyonlar",
      "Tahsilat",
      "Ön rezervasyonlar",
    ]);
    await expect(canvas.getByText("−%4 geçen aya göre")).toHaveAttribute("data-trend", "down");
  },
};

export const Marmara: Story = { globals: { theme: "marmara" } };
