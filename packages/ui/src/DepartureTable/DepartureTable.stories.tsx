import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { DepartureTable } from "./DepartureTable";

const meta = {
  title: "Content/DepartureTable",
  component: DepartureTable,
  args: {
    caption: "Kalkış tarihleri",
    labels: {
      dates: "Tarih",
      days: "Süre",
      seatsLeft: "Boş yer",
      state: "Durum",
      price: "Kişi başı, en düşük",
      action: "Rezervasyon",
    },
    rows: [
      {
        id: 101,
        dates: "12 – 21 Aralık 2026",
        days: "10 gün",
        seatsLeft: "14",
        state: "ON_SALE",
        stateLabel: "Satışta",
        price: "₺135.200",
        action: {
          href: "/reservation/new?departure=101",
          label: "Rezervasyon yap",
          accessibleLabel: "Rezervasyon yap: 12 – 21 Aralık 2026",
        },
      },
      {
        id: 102,
        dates: "2 – 11 Ocak 2027",
        days: "10 gün",
        seatsLeft: "0",
        state: "SOLD_OUT",
        stateLabel: "Tükendi",
        price: "₺124.300",
        priceNote: "En uygun tarih",
      },
      {
        id: 103,
        dates: "16 – 25 Ocak 2027",
        days: "10 gün",
        seatsLeft: "22",
        state: "CLOSED",
        stateLabel: "Satışa kapalı",
        price: "₺129.900",
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
    // Each departure's own price, under the price column's header.
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Tarih", "Süre", "Boş yer", "Durum", "Kişi başı, en düşük", "Rezervasyon"]);
    await expect(within(soldOut).getByText("₺124.300")).toBeVisible();
    await expect(within(soldOut).getByText("En uygun tarih")).toBeVisible();
  },
};

/** Without a price label the price column stays away (pages that price elsewhere). */
export const WithoutPrices: Story = {
  args: { labels: { dates: "Tarih", days: "Süre", seatsLeft: "Boş yer", state: "Durum", action: "Rezervasyon" } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "Kalkış tarihleri" });
    await expect(within(table).getAllByRole("columnheader")).toHaveLength(5);
    await expect(within(table).queryByText("₺135.200")).toBeNull();
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

/**
 * On a phone each departure is a card — dates, state, days, seats left, price and a booking
 * button across it — and nothing scrolls sideways (issue 22: the button used to sit at x≈620).
 */
export const Mobile: Story = {
  parameters: { snapshot: { width: 375, height: 480 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "Kalkış tarihleri" });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const link = canvas.getByRole("link", { name: "Rezervasyon yap: 12 – 21 Aralık 2026" });
    await expect(link).toBeVisible();
    const box = link.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(region.getBoundingClientRect().right);
    await expect(box.height).toBeGreaterThanOrEqual(44);
    // Every value is named on the card; the table's semantics stay for screen readers.
    const card = region.querySelector('[data-departure="101"]') as HTMLElement;
    for (const text of ["Süre", "Boş yer", "Kişi başı, en düşük", "₺135.200", "14", "Satışta"]) {
      await expect(within(card).getByText(text)).toBeVisible();
    }
    await expect(within(region).getAllByRole("rowheader")).toHaveLength(3);
  },
};

export const Marmara: Story = { globals: { theme: "marmara" } };
