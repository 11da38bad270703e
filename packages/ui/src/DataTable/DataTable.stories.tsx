import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { EmptyState } from "../EmptyState/EmptyState";
import { StatusBadge } from "../StatusBadge/StatusBadge";

type ReservationStatusTone = "WAITING" | "CONFIRMED" | "CANCELLED";
import { DataTable, type DataTableColumn, type DataTableLabels } from "./DataTable";

interface Reservation {
  id: string;
  name: string;
  tour: string;
  status: ReservationStatusTone;
  total: number;
  totalText: string;
}

const statusLabels: Record<ReservationStatusTone, string> = {
  WAITING: "Ön Rezervasyon",
  CONFIRMED: "Onaylandı",
  CANCELLED: "İptal",
};

const names = ["Şahin Kaya", "Ayşe Çelik", "Can Yılmaz", "İlknur Öz", "Zeynep Ak", "Ömer Işık", "Burak Demir"];
const reservations: Reservation[] = names.map((name, i) => {
  const total = 84_900 + ((i * 37_300) % 90_000);
  return {
    id: `R-${1001 + i}`,
    name,
    tour: i % 2 ? "Ramazan Umresi" : "Sömestr Umresi",
    status: (["WAITING", "CONFIRMED", "CANCELLED"] as const)[i % 3]!,
    total,
    totalText: `₺${total.toLocaleString("tr-TR")}`,
  };
});

const columns: DataTableColumn<Reservation>[] = [
  { id: "id", header: "No", cell: (row) => row.id, sortValue: (row) => row.id },
  { id: "name", header: "Yolcu", cell: (row) => row.name, sortValue: (row) => row.name },
  { id: "tour", header: "Tur", cell: (row) => row.tour },
  {
    id: "status",
    header: "Durum",
    cell: (row) => <StatusBadge status={row.status} label={statusLabels[row.status]} />,
    sortValue: (row) => statusLabels[row.status],
  },
  { id: "total", header: "Tutar", cell: (row) => row.totalText, sortValue: (row) => row.total, align: "end" },
];

const labels: DataTableLabels = {
  selectAll: "Bu sayfadaki tüm rezervasyonları seç",
  selectRow: "{row} rezervasyonunu seç",
  loading: "Rezervasyonlar yükleniyor",
  empty: "Rezervasyon yok",
  sortBy: "{column} sütununa göre sırala",
  pagination: "Rezervasyon sayfaları",
  previousPage: "Önceki sayfa",
  nextPage: "Sonraki sayfa",
  page: "Sayfa {page}",
  selectedCount: "{count} rezervasyon seçildi",
};

const meta = {
  title: "Back office/DataTable",
  component: DataTable<Reservation>,
  args: {
    caption: "Rezervasyonlar",
    columns,
    rows: reservations,
    getRowId: (row: Reservation) => row.id,
    rowLabel: (row: Reservation) => row.id,
    labels,
    locale: "tr",
    selectable: true,
    pageSize: 5,
    onSelectionChange: fn(),
  },
  parameters: { snapshot: { height: 440 } },
} satisfies Meta<typeof DataTable<Reservation>>;

export default meta;
type Story = StoryObj<typeof meta>;

const column = (table: HTMLElement, index: number) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[index]?.textContent);

/** Sorting (aria-sort, Turkish order), row and page selection, and pages. */
export const Reservations: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole("table", { name: "Rezervasyonlar" });
    const nameHeader = canvas.getByRole("columnheader", { name: /Yolcu/ });
    await expect(nameHeader).toHaveAttribute("aria-sort", "none");
    await expect(canvas.getByRole("columnheader", { name: "Tur" })).not.toHaveAttribute("aria-sort");
    await userEvent.click(within(nameHeader).getByRole("button"));
    await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
    await expect(column(table, 2)).toEqual(["Ayşe Çelik", "Burak Demir", "Can Yılmaz", "İlknur Öz", "Ömer Işık"]);
    await userEvent.click(within(nameHeader).getByRole("button"));
    await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
    await expect(column(table, 2)[0]).toBe("Zeynep Ak");

    const totalHeader = canvas.getByRole("columnheader", { name: /Tutar/ });
    await userEvent.click(within(totalHeader).getByRole("button"));
    await expect(totalHeader).toHaveAttribute("aria-sort", "ascending");
    await expect(nameHeader).toHaveAttribute("aria-sort", "none");
    const totals = column(table, 5).map((text) => Number(text?.replace(/\D/g, "")));
    await expect(totals).toEqual([...totals].sort((a, b) => a - b));

    await userEvent.click(canvas.getByRole("checkbox", { name: "R-1002 rezervasyonunu seç" }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(["R-1002"]);
    await expect(canvas.getByText("1 rezervasyon seçildi")).toBeVisible();
    const all = canvas.getByRole("checkbox", { name: "Bu sayfadaki tüm rezervasyonları seç" });
    await expect(all).toHaveProperty("indeterminate", true);
    await userEvent.click(all);
    await expect(canvas.getByText("5 rezervasyon seçildi")).toBeVisible();

    await userEvent.click(canvas.getByRole("button", { name: "Sayfa 2" }));
    await expect(within(table).getAllByRole("row")).toHaveLength(3);
    await expect(canvas.getByRole("button", { name: "Sayfa 2" })).toHaveAttribute("aria-current", "page");
  },
};

/** While loading the table is busy and says so. */
export const Loading: Story = {
  args: { loading: true, rows: [] },
  parameters: { snapshot: { height: 240 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("table")).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("status")).toHaveTextContent("Rezervasyonlar yükleniyor");
  },
};

export const Empty: Story = {
  args: {
    rows: [],
    selectable: false,
    empty: (
      <EmptyState title="Henüz rezervasyon yok" description="Yeni rezervasyonlar burada görünür." headingLevel={3} />
    ),
  },
  parameters: { snapshot: { height: 320 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "Henüz rezervasyon yok" })).toBeVisible();
  },
};

export const Marmara: Story = { globals: { theme: "marmara" } };
