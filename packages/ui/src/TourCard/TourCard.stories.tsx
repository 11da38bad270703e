import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { sceneImage } from "../fixtures/images";
import { TourCard, tourCardBadgeTones, type TourCardProps } from "./TourCard";

const ramadan: TourCardProps = {
  href: "/umre-turlari/ramazan-umresi",
  title: "Ramazan Umresi — Mekke'de Haram manzaralı otel",
  image: { src: sceneImage(0), alt: "Mekke otelinden Kâbe manzarası", width: 480, height: 300 },
  duration: "15 gün",
  dates: "12–27 Mart 2026",
  price: "₺84.900",
  highPrice: "₺92.500",
  highPriceLabel: "Eski fiyat",
  priceLabel: "İndirimli fiyat",
  priceNote: "Kişi başı, iki kişilik odada",
  badges: [
    { label: "Kampanya", tone: "accent" },
    { label: "5 yıldız", tone: "neutral" },
  ],
};

const meta = {
  title: "Content/TourCard",
  component: TourCard,
  args: ramadan,
  render: (args) => (
    <div style={{ maxWidth: 340 }}>
      <TourCard {...args} />
    </div>
  ),
  parameters: { snapshot: { height: 480 } },
} satisfies Meta<typeof TourCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One link named by the title; the struck price is labelled for screen readers. */
export const Campaign: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole("link", { name: "Ramazan Umresi — Mekke'de Haram manzaralı otel" });
    await expect(link).toHaveAttribute("href", "/umre-turlari/ramazan-umresi");
    await expect(canvas.getAllByRole("link")).toHaveLength(1);
    await expect(canvas.getByText("₺92.500").closest("s")).toHaveTextContent("Eski fiyat ₺92.500");
    await expect(canvas.getByRole("heading", { level: 3 })).toBeVisible();
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** Without a campaign: no struck price, no badges, no dates. */
export const Plain: Story = {
  args: {
    highPrice: undefined,
    badges: [],
    dates: undefined,
    title: "Ekonomik Umre",
    image: { src: sceneImage(3), alt: "" },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("s")).toBeNull();
    await expect(within(canvasElement).queryByRole("list")).toBeNull();
  },
};

export const BadgeTones: Story = {
  args: { badges: tourCardBadgeTones.map((tone) => ({ label: tone, tone })) },
  parameters: { snapshot: false },
};

export const Marmara: Story = { globals: { theme: "marmara" } };
