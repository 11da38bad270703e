import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { HotelCard } from "./HotelCard";

const meta = {
  title: "Content/HotelCard",
  component: HotelCard,
  args: {
    href: "/hotel/3",
    name: "Swissôtel Makkah",
    facts: ["Mekke", "5 yıldız", "Harem'e 150 m", "Kabe manzaralı"],
  },
  parameters: { snapshot: { height: 220 } },
} satisfies Meta<typeof HotelCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The name is the card's one link, under a heading; the facts are a list. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 3, name: "Swissôtel Makkah" })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Swissôtel Makkah" })).toHaveAttribute("href", "/hotel/3");
    await expect(canvas.getAllByRole("listitem")).toHaveLength(4);
  },
};

/** Without a photo the card keeps its facts; with a level-2 heading on a list page. */
export const NoPhoto: Story = {
  args: { headingLevel: 2, facts: ["Medine"] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("img")).toBeNull();
    await expect(canvas.getByRole("heading", { level: 2 })).toBeInTheDocument();
  },
};
