import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Tabs } from "./namespace";

function TourTabs() {
  return (
    <Tabs.Root defaultValue="program">
      <Tabs.List aria-label="Tur bilgileri">
        <Tabs.Trigger value="program">Program</Tabs.Trigger>
        <Tabs.Trigger value="hotels">Oteller</Tabs.Trigger>
        <Tabs.Trigger value="prices">Fiyatlar</Tabs.Trigger>
        <Tabs.Trigger value="terms" disabled>
          Koşullar
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="program">1. gün İstanbul'dan Medine'ye uçuş; 2.–5. gün Medine ziyaretleri.</Tabs.Content>
      <Tabs.Content value="hotels">
        Mekke: Haram manzaralı 5 yıldızlı otel. Medine: Mescid-i Nebevi'ye 200 m.
      </Tabs.Content>
      <Tabs.Content value="prices">İki kişilik odada kişi başı ₺84.900.</Tabs.Content>
      <Tabs.Content value="terms">İptal koşulları.</Tabs.Content>
    </Tabs.Root>
  );
}

const meta = {
  title: "Content/Tabs",
  component: TourTabs,
  parameters: { snapshot: { height: 160 } },
} satisfies Meta<typeof TourTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click or arrow keys select a tab; the disabled tab is skipped; the panel follows. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("tablist", { name: "Tur bilgileri" })).toBeInTheDocument();
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Medine'ye uçuş");
    await userEvent.click(canvas.getByRole("tab", { name: "Oteller" }));
    await expect(canvas.getByRole("tabpanel", { name: "Oteller" })).toHaveTextContent("Haram manzaralı");
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Fiyatlar" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Program" })).toHaveFocus();
    await expect(canvas.getByRole("tab", { name: "Program" })).toHaveAttribute("aria-selected", "true");
  },
};

export const Marmara: Story = { globals: { theme: "marmara" } };
