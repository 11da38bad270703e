import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { FilterChips } from "./FilterChips";

const meta = {
  title: "Content/FilterChips",
  component: FilterChips,
  args: {
    label: "Etkin filtreler",
    removeLabel: "{filter} filtresini kaldır",
    chips: [
      { id: "days", label: "Gün sayısı: 10 gün", removeHref: "?month=11" },
      { id: "month", label: "Ay: Kasım", removeHref: "?days=10" },
    ],
    clear: { label: "Filtreleri temizle", href: "?" },
  },
  parameters: { snapshot: { height: 80 } },
} satisfies Meta<typeof FilterChips>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each chip is a link to the list without that filter, named for what it removes. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chip = canvas.getByRole("link", { name: "Gün sayısı: 10 gün filtresini kaldır" });
    await expect(chip).toHaveAttribute("href", "?month=11");
    await expect(canvas.getByRole("list", { name: "Etkin filtreler" })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Filtreleri temizle" })).toHaveAttribute("href", "?");
  },
};

/** No active filter: nothing is drawn. */
export const Empty: Story = {
  args: { chips: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("a")).toHaveLength(0);
  },
};
