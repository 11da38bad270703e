import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { Tagline, taglineModes } from "./Tagline";

const meta = {
  title: "Site/Tagline",
  component: Tagline,
  args: { taglines: ["Huzurlu bir umre yolculuğu", "Size yakın otellerle"], mode: "typewriter" },
  argTypes: { mode: { control: "inline-radio", options: taglineModes } },
} satisfies Meta<typeof Tagline>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * With motion allowed the text types itself; with `prefers-reduced-motion` (as in the
 * test-runner) the first tagline stands still. Either way assistive tech reads it whole.
 */
export const Typewriter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText("Huzurlu bir umre yolculuğu", { selector: "span:not([aria-hidden])" }),
    ).toBeInTheDocument();
    const visible = canvas.getByTestId("tagline-visible");
    await expect(visible).toHaveAttribute("aria-hidden", "true");
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      await expect(visible).toHaveTextContent("Huzurlu bir umre yolculuğu");
    } else {
      await waitFor(() => expect(visible.textContent?.length ?? 0).toBeGreaterThan(1));
    }
  },
};

export const Rotate: Story = { args: { mode: "rotate" } };
export const Marmara: Story = { globals: { theme: "marmara" } };
