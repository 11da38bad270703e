import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Pagination, type PaginationProps } from "./Pagination";

function Controlled(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        props.onPageChange?.(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: "Content/Pagination",
  component: Pagination,
  args: {
    label: "Sayfalar",
    page: 5,
    pageCount: 12,
    previousLabel: "Önceki sayfa",
    nextLabel: "Sonraki sayfa",
    pageLabel: "Sayfa {page}",
    onPageChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
  parameters: { snapshot: { height: 120 } },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Buttons: clicking a page or an arrow moves there; the first page disables 'previous'. */
export const Buttons: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Sayfa 5" })).toHaveAttribute("aria-current", "page");
    await userEvent.click(canvas.getByRole("button", { name: "Sonraki sayfa" }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
    await userEvent.click(canvas.getByRole("button", { name: "Sayfa 1" }));
    await expect(canvas.getByRole("button", { name: "Sayfa 1" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.getByRole("button", { name: "Önceki sayfa" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Sayfa 12" })).toBeInTheDocument();
  },
};

/** Crawlable links for public tour lists. */
export const Links: Story = {
  args: { page: 12, hrefForPage: (page) => `/umre-turlari?sayfa=${page}` },
  render: (args) => <Pagination {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Sayfa 11" })).toHaveAttribute("href", "/umre-turlari?sayfa=11");
    await expect(canvas.getByRole("link", { name: "Sonraki sayfa" })).toHaveAttribute("aria-disabled", "true");
  },
};

export const Marmara: Story = { globals: { theme: "marmara" } };
