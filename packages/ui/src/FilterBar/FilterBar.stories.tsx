import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Select } from "../Form/Select";
import { TextField } from "../Form/TextField";
import { FilterBar, type ActiveFilter } from "./FilterBar";

const statuses = [
  { value: "", label: "Tümü" },
  { value: "WAITING", label: "Ön Rezervasyon" },
  { value: "CONFIRMED", label: "Onaylandı" },
];

function Demo({ onApply }: { onApply: (values: Record<string, string>) => void }) {
  const [active, setActive] = useState<ActiveFilter[]>([{ id: "season", label: "Sezon: 2025–2026" }]);
  return (
    <FilterBar
      label="Rezervasyonları filtrele"
      applyLabel="Filtrele"
      resetLabel="Temizle"
      activeFiltersLabel="Etkin filtreler"
      removeFilterLabel="{filter} filtresini kaldır"
      activeFilters={active}
      onRemoveFilter={(id) => setActive((filters) => filters.filter((filter) => filter.id !== id))}
      onReset={() => setActive([])}
      onApply={(form) => {
        const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
        onApply(values);
        setActive(
          Object.entries(values)
            .filter(([, value]) => value)
            .map(([id, value]) => ({ id, label: `${id === "q" ? "Arama" : "Durum"}: ${value}` })),
        );
      }}
    >
      <TextField label="Ara" name="q" placeholder="Ad, soyad veya rezervasyon no" />
      <Select label="Durum" name="status" options={statuses} />
    </FilterBar>
  );
}

const meta = {
  title: "Back office/FilterBar",
  component: Demo,
  args: { onApply: fn() },
  parameters: { snapshot: { height: 220 } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A search landmark: Enter applies the fields, chips remove one filter, reset clears all. */
export const Reservations: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole("search", { name: "Rezervasyonları filtrele" });
    await userEvent.click(within(search).getByRole("button", { name: "Sezon: 2025–2026 filtresini kaldır" }));
    await expect(canvas.queryByRole("list")).toBeNull();
    await userEvent.selectOptions(canvas.getByLabelText("Durum"), "WAITING");
    await userEvent.type(canvas.getByLabelText("Ara"), "Yılmaz{Enter}");
    await expect(args.onApply).toHaveBeenCalledWith({ q: "Yılmaz", status: "WAITING" });
    await expect(canvas.getByRole("list", { name: "Etkin filtreler" })).toHaveTextContent("Arama: Yılmaz");
    await userEvent.click(canvas.getByRole("button", { name: "Temizle" }));
    await expect(canvas.getByLabelText("Ara")).toHaveValue("");
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};

export const Marmara: Story = { globals: { theme: "marmara" } };
