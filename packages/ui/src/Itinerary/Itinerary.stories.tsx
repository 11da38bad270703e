import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Itinerary } from "./Itinerary";

const meta = {
  title: "Content/Itinerary",
  component: Itinerary,
  args: {
    dayPrefix: (day: number) => `${day}. gün:`,
    days: [
      {
        day: 1,
        title: "İstanbul'dan Medine'ye",
        text: "Havalimanında karşılama, otele yerleşme ve akşam Mescid-i Nebevi ziyareti.",
      },
      { day: 2, title: "Medine ziyaretleri", text: "Kuba Mescidi, Uhud ve Kıbleteyn; öğleden sonra serbest zaman." },
      { day: 3, title: "Mekke'ye geçiş", text: "Zülhuleyfe'de ihrama giriş, Mekke'ye varış ve umre." },
    ],
  },
  parameters: { snapshot: { height: 320 } },
} satisfies Meta<typeof Itinerary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each day is a heading a screen reader announces with its number; the list keeps the order. */
export const ThreeDays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "1. gün: İstanbul'dan Medine'ye",
      "2. gün: Medine ziyaretleri",
      "3. gün: Mekke'ye geçiş",
    ]);
    await expect(canvas.getByRole("list").tagName).toBe("OL");
    await expect(canvas.getAllByRole("listitem")).toHaveLength(3);
  },
};

export const Mobile: Story = { parameters: { snapshot: { width: 375, height: 420 } } };

export const Marmara: Story = { globals: { theme: "marmara" } };
