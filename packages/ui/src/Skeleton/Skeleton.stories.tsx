import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Skeleton, SkeletonGroup, skeletonShapes } from "./Skeleton";

const meta = {
  title: "Feedback/Skeleton",
  component: Skeleton,
  argTypes: { shape: { control: "inline-radio", options: skeletonShapes } },
  render: () => (
    <SkeletonGroup label="Turlar yükleniyor">
      <Skeleton shape="rect" width={280} height={160} />
      <Skeleton width={220} />
      <Skeleton width={140} />
      <Skeleton shape="circle" width={40} />
    </SkeletonGroup>
  ),
  parameters: { snapshot: { height: 320 } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One status with a spoken label; the grey blocks themselves are hidden from screen readers. */
export const TourCardLoading: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole("status");
    await expect(status).toHaveTextContent("Turlar yükleniyor");
    await expect(status).toHaveAttribute("aria-busy", "true");
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"][data-shape]')).toHaveLength(4);
  },
};

export const Marmara: Story = { globals: { theme: "marmara" } };
