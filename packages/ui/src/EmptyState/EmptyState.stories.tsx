import type { Meta, StoryObj } from "@storybook/react-vite";
import { SearchX } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "../Button/Button";
import { EmptyState } from "./EmptyState";

const onReset = fn();

const meta = {
  title: "Content/EmptyState",
  component: EmptyState,
  args: {
    title: "Aramanıza uygun tur bulunamadı",
    description: "Tarihleri genişletmeyi veya filtreleri temizlemeyi deneyin.",
    icon: <SearchX size={40} />,
    action: (
      <Button tone="outline" onClick={onReset}>
        Filtreleri temizle
      </Button>
    ),
  },
  parameters: { snapshot: { height: 320 } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title is a heading and the action works. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Aramanıza uygun tur bulunamadı" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Filtreleri temizle" }));
    await expect(onReset).toHaveBeenCalled();
  },
};

export const Marmara: Story = { globals: { theme: "marmara" } };
