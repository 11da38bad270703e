import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { sceneImage } from "../fixtures/images";
import { dialogTestSuite } from "../testing/dialogTestSuite";
import { Gallery } from "./Gallery";

const alts = ["Otel lobisi", "Haram manzaralı oda", "Medine'de kahvaltı salonu", "Otobüsle ziyaret turu"];

const meta = {
  title: "Content/Gallery",
  component: Gallery,
  args: {
    images: alts.map((alt, i) => ({
      src: sceneImage(i, 960, 600),
      thumbSrc: sceneImage(i, 240, 180),
      alt,
      caption: i === 1 ? "Kâbe manzaralı iki kişilik oda" : undefined,
    })),
    labels: {
      title: "Fotoğraf galerisi",
      open: "Büyüt: {alt} ({index}/{count})",
      counter: "{index} / {count}",
      previous: "Önceki fotoğraf",
      next: "Sonraki fotoğraf",
      close: "Kapat",
    },
  },
  parameters: { snapshot: { height: 320 } },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Thumbnails: Story = {
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole("button");
    await expect(buttons).toHaveLength(4);
    await expect(buttons[0]).toHaveAccessibleName("Büyüt: Otel lobisi (1/4)");
  },
};

/** Arrow keys and buttons move through the images and wrap from the last to the first. */
export const Lightbox: Story = {
  parameters: { snapshot: { target: "page", height: 640 } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: /Otel lobisi/ }));
    const dialog = await screen.findByRole("dialog", { name: "Fotoğraf galerisi" });
    const lightbox = within(dialog);
    await expect(lightbox.getByRole("img")).toHaveAccessibleName("Otel lobisi");
    await userEvent.keyboard("{ArrowLeft}");
    await expect(lightbox.getByRole("img")).toHaveAccessibleName("Otobüsle ziyaret turu");
    await expect(lightbox.getByText("4 / 4")).toBeVisible();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(lightbox.getByRole("img")).toHaveAccessibleName("Haram manzaralı oda");
    await userEvent.click(lightbox.getByRole("button", { name: "Önceki fotoğraf" }));
    await userEvent.click(lightbox.getByRole("button", { name: "Sonraki fotoğraf" }));
    await expect(lightbox.getByText("Kâbe manzaralı iki kişilik oda")).toBeVisible();
    await expect(lightbox.getByText("2 / 4")).toHaveAttribute("aria-live", "polite");
  },
};

/** The shared dialog suite: focus in, aria-modal, trapped Tab, Escape, focus back on the thumbnail. */
export const DialogBehaviour: Story = {
  parameters: { snapshot: false },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: /Medine/ });
    await dialogTestSuite({ trigger, dialogName: "Fotoğraf galerisi" });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("button", { name: "Kapat" }));
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Marmara: Story = {
  globals: { theme: "marmara" },
  parameters: { snapshot: { target: "page", height: 640 } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: /Haram manzaralı oda/ }));
    await expect(await screen.findByRole("dialog")).toBeVisible();
  },
};
