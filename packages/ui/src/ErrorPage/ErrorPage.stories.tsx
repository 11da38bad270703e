import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { ErrorPage } from "./ErrorPage";

const meta = {
  title: "Site/ErrorPage",
  component: ErrorPage,
  args: {
    status: 404,
    title: "Sayfa Bulunamadı",
    links: [
      { label: "Ana Sayfa", href: "/" },
      { label: "Umre Turları", href: "/tour/umre-turlari" },
    ],
  },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Sayfa Bulunamadı" })).toBeInTheDocument();
    await expect(canvas.getByRole("link", { name: "Umre Turları" })).toHaveAttribute("href", "/tour/umre-turlari");
  },
};

/** Any other status: message and 'Clear errors', which the site points at /. */
export const ServerError: Story = {
  args: {
    status: 500,
    title: "Bir hata oluştu",
    message: "Sunucuya ulaşılamadı.",
    links: [],
    clearLabel: "Clear errors",
    onClear: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("500")).toBeInTheDocument();
    await expect(canvas.queryByRole("link", { name: "Ana Sayfa" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Clear errors" }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const Marmara: Story = { globals: { theme: "marmara" } };
