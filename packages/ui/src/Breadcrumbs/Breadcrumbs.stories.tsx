import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Breadcrumbs } from "./Breadcrumbs";

const meta = {
  title: "Content/Breadcrumbs",
  component: Breadcrumbs,
  args: {
    label: "Sayfa yolu",
    items: [
      { label: "Ana sayfa", href: "/" },
      { label: "Umre turları", href: "/umre-turlari" },
      { label: "Ramazan Umresi 15 gün" },
    ],
  },
  parameters: { snapshot: { height: 120 } },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A named landmark; the last item is the current page and not a link. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation", { name: "Sayfa yolu" });
    await expect(within(nav).getAllByRole("link")).toHaveLength(2);
    await expect(within(nav).getByText("Ramazan Umresi 15 gün")).toHaveAttribute("aria-current", "page");
  },
};

export const Marmara: Story = { globals: { theme: "marmara" } };
