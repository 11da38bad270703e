import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Rating } from "./Rating";

const meta = {
  title: "Content/Rating",
  component: Rating,
  args: { value: 4.5, label: "5 üzerinden 4,5", text: "4,5 (128 yorum)" },
  argTypes: { value: { control: { type: "range", min: 0, max: 5, step: 0.1 } } },
  parameters: { snapshot: { height: 80 } },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Screen readers hear the label once; the stars and the visible text are not read twice. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("img", { name: "5 üzerinden 4,5" })).toBeInTheDocument();
    await expect(canvas.getByText("4,5 (128 yorum)")).toHaveAttribute("aria-hidden", "true");
  },
};

export const Marmara: Story = {
  args: { value: 3.2, label: "5 üzerinden 3,2", text: "3,2" },
  globals: { theme: "marmara" },
};
