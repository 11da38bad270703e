import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Progress, Spinner } from "./Progress";

const meta = {
  title: "Feedback/Progress",
  component: Progress,
  args: { label: "Pasaport yükleniyor", value: 60, valueText: "%60" },
  render: (args) => (
    <div style={{ display: "grid", gap: "1.5rem", maxWidth: 360 }}>
      <Progress {...args} />
      <Spinner label="Yükleniyor" showLabel />
    </div>
  ),
  parameters: { snapshot: { height: 160 } },
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bar is named by its label and speaks the pre-formatted value; the spinner is a status. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole("progressbar", { name: "Pasaport yükleniyor" });
    await expect(bar).toHaveAttribute("aria-valuenow", "60");
    await expect(bar).toHaveAttribute("aria-valuetext", "%60");
    await expect(canvas.getByRole("status")).toHaveTextContent("Yükleniyor");
  },
};

export const Marmara: Story = {
  args: { value: 2, max: 4, valueText: "2 / 4 adım", label: "Rezervasyon" },
  globals: { theme: "marmara" },
};
