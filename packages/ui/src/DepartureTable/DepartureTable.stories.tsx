import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { DepartureTable } from "./DepartureTable";

const meta = {
  title: "Content/DepartureTable",
  component: DepartureTable,
  args: {
    caption: "Kalkış tarihleri",
    labels: { dates: "Tarih", days: "Süre", seatsLeft: "Boş yer", state: "Durum", action: "Rezervasyon" },
    rows: [
      {
        id: 101,
        dates: "12 – 21 Aralık 2026",
        days: "10 gün",
        seatsLeft: "14",
        state: "ON_SALE",
        stateLabel: "Satışta",
        action: {
          href: "/reservation/new?departure=101",
          label: "Rezervasyon yap",
          accessibleLabel: "Rezervasyon yap: 12 – 21 Aralık 2026",
        },
      },
      { id: 102, dates: "2 – 11 Ocak 2027", days: "10 gün", seatsLeft: "0", state: "SOLD_OUT", stateLabel: "Tükendi" },
      {
        id: 103,
        dates: "16 – 25 Ocak 2027",
        days: "10 gün",
        seatsLeft: "22",
        state: "CLOSED",
        stateLabel: "Satışa kapalı",
      },
    ],
    emptyLabel: "Şu an açık kalkış yok.",
  },
  parameters: { snapshot: { height: 320 } },
} satisfies Meta<typeof DepartureTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dates are row headers; only the departure on sale has a booking link, named with its dates. */
export const SaleStates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("table", { name: "Kalkış tarihleri" });
    await expect(
      within(table)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["12 – 21 Aralık 2026", "2 – 11 Ocak 2027", "16 – 25 Ocak 2027"]);
    const links = within(table).getAllByRole("link");
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName("Rezervasyon yap: 12 – 21 Aralık 2026");
    await expect(links[0]).toHaveAttribute("href", "/reservation/new?departure=101");
    const soldOut = table.querySelector('[data-sale-state="SOLD_OUT"]') as HTMLElement;
    await expect(within(soldOut).getByText("Tükendi")).toBeVisible();
    await expect(within(soldOut).queryByRole("link")).toBeNull();
  },
};

/** No departure: a sentence instead of an empty table. */
export const Empty: Story = {
  args: { rows: [] },
  parameters: { snapshot: { height: 120 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("table")).toBeNull();
    await expect(canvas.getByText("Şu an açık kalkış yok.")).toBeVisible();
  },
};

/** On a phone the table scrolls sideways inside its own box, which takes the keyboard focus. */
export const Mobile: Story = {
  parameters: { snapshot: { width: 375, height: 320 } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Kalkış tarihleri" });
    await expect(region).toHaveAttribute("tabindex", "0");
  },
};

export const Marmara: Story = { globals: { theme: "marmara" } };
