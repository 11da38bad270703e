import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { umrahColumns } from "../fixtures/site";
import { MegaMenu, megaMenuDelayMs } from "./MegaMenu";

const meta = {
  title: "Site/MegaMenu",
  component: MegaMenu,
  args: { label: "Umre Turları", columns: umrahColumns, onOpenChange: fn() },
  parameters: { snapshot: { height: 420 } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MegaMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** §4: a click toggles the panel after 400 ms, not at once. */
export const OpensAfterDelay: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole("button", { name: "Umre Turları" });
    const started = performance.now();
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await waitFor(() => expect(trigger).toHaveAttribute("aria-expanded", "true"));
    await expect(performance.now() - started).toBeGreaterThanOrEqual(megaMenuDelayMs - 20);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole("link", { name: "7 Günlük Umre Turları" })).toBeVisible();
  },
};

/** Keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus. */
export const KeyboardAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole("button", { name: "Umre Turları" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(trigger).toHaveAttribute("aria-expanded", "true"));
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "7 Günlük Umre Turları" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toHaveFocus();
    await expect(canvas.queryByRole("link", { name: "7 Günlük Umre Turları" })).toBeNull();
  },
};

export const ClosesOnOutsideClick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole("button", { name: "Umre Turları" });
    await userEvent.click(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute("aria-expanded", "true"));
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  },
};

export const Marmara: Story = { globals: { theme: "marmara" }, args: { open: true, delayMs: 0 } };
