import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PriceTable } from "./PriceTable";

const meta = {
  title: "Content/PriceTable",
  component: PriceTable,
  args: {
    caption: "Oda tipine göre kişi başı fiyatlar",
    rowHeaderLabel: "Oda tipi",
    columns: [
      { id: "adult", label: "Yetişkin" },
      { id: "child", label: "Çocuk (2–11)" },
      { id: "baby", label: "Bebek (0–2)" },
    ],
    rows: [
      { id: "DOUBLE", label: "İki kişilik", prices: { adult: "₺84.900", child: "₺69.900", baby: "₺12.000" } },
      { id: "TRIPLE", label: "Üç kişilik", prices: { adult: "₺79.900", child: "₺66.900", baby: "₺12.000" } },
      { id: "QUAD", label: "Dört kişilik", prices: { adult: "₺76.500", child: "₺64.900", baby: "₺12.000" } },
      { id: "SINGLE", label: "Tek kişilik", prices: { adult: "₺109.900" } },
    ],
    unavailableLabel: "Satışta değil",
    note: "Fiyatlara vize, uçak bileti ve transferler dahildir.",
  },
  parameters: { snapshot: { height: 360 } },
} satisfies Meta<typeof PriceTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Room types are row headers, so a screen reader reads 'Tek kişilik, Çocuk: Satışta değil'. */
export const RoomTypes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("table", { name: "Oda tipine göre kişi başı fiyatlar" });
    await expect(
      within(table)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["İki kişilik", "Üç kişilik", "Dört kişilik", "Tek kişilik"]);
    const single = table.querySelector('[data-row="SINGLE"]') as HTMLElement;
    await expect(within(single).getAllByText("Satışta değil")).toHaveLength(2);
    await expect(canvas.getByRole("region", { name: "Oda tipine göre kişi başı fiyatlar" })).toHaveAttribute(
      "tabindex",
      "0",
    );
  },
};

/**
 * On a phone each room type is a card with every price named by its column: nothing scrolls
 * sideways, and a screen reader still reads a table.
 */
export const Mobile: Story = {
  args: {
    columns: [
      { id: "s5", label: "5 Yıldız Deluxe" },
      { id: "s5b", label: "5 Yıldız" },
      { id: "s4", label: "4 Yıldız" },
      { id: "b", label: "Butik otel" },
    ],
    rows: [
      { id: "DOUBLE", label: "İki kişilik", prices: { s5: "₺99.900", s5b: "₺89.900", s4: "₺74.900", b: "₺69.900" } },
    ],
  },
  parameters: { snapshot: { width: 375, height: 320 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "Oda tipine göre kişi başı fiyatlar" });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const card = canvas.getByRole("row", { name: /İki kişilik/ });
    const named: [string, string][] = [
      ["5 Yıldız Deluxe", "₺99.900"],
      ["Butik otel", "₺69.900"],
    ];
    for (const [label, price] of named) {
      const cell = within(card).getByText(price).closest("td") as HTMLElement;
      await expect(within(cell).getByText(label)).toBeVisible();
      await expect(cell.getBoundingClientRect().right).toBeLessThanOrEqual(region.getBoundingClientRect().right);
    }
    await expect(within(card).getAllByRole("cell")).toHaveLength(4);
  },
};

export const Marmara: Story = { globals: { theme: "marmara" } };
