import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { BarChart } from "./BarChart";

const weeks = ["5 Eki", "12 Eki", "19 Eki", "26 Eki", "2 Kas", "9 Kas", "16 Kas", "23 Kas"];
const counts = [4, 7, 3, 9, 12, 6, 0, 8];

const meta = {
  title: "Back office/BarChart",
  component: BarChart,
  args: {
    title: "Haftalık satış",
    data: weeks.map((label, i) => ({ label, value: counts[i]! })),
    labels: { category: "Hafta", value: "Rezervasyon", showTable: "Tablo olarak göster" },
    columns: [
      { header: "Koltuk", cells: counts.map((c) => c * 2) },
      { header: "Toplam", cells: counts.map((c) => `₺${(c * 18_500).toLocaleString("tr-TR")}`) },
    ],
  },
  render: (args) => (
    <div style={{ maxWidth: "40rem" }}>
      <BarChart {...args} />
    </div>
  ),
  parameters: { snapshot: { height: 340 } },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bars are hidden from assistive technology; the same figures open as a table. */
export const SalesByWeek: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = canvas.getByRole("figure", { name: "Haftalık satış" });
    await expect(canvas.getByTestId("bar-chart-plot")).toHaveAttribute("aria-hidden", "true");
    const heights = [...canvasElement.querySelectorAll<HTMLElement>("[data-testid=bar-chart-plot] span span")].map(
      (bar) => bar.style.height,
    );
    // Linear from zero: the largest week fills the track, an empty week draws nothing.
    await expect(heights[4]).toBe("100%");
    await expect(heights[6]).toBe("0%");
    const table = within(figure).getByRole("table", { name: "Haftalık satış" });
    // Folded until asked for; a disclosure, so it opens without scripts too.
    await expect(table).not.toBeVisible();
    await userEvent.click(canvas.getByText("Tablo olarak göster"));
    await expect(table).toBeVisible();
    const rows = within(table).getAllByRole("row");
    await expect(rows).toHaveLength(9);
    await expect(within(rows[5]!).getByRole("rowheader")).toHaveTextContent("2 Kas");
    await expect(
      within(rows[5]!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["12", "24", "₺222.000"]);
  },
};

/** At 390 px the bars share the width: no sideways scroll. */
export const Narrow: Story = {
  parameters: { snapshot: { width: 390, height: 340 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Marmara: Story = { globals: { theme: "marmara" } };
