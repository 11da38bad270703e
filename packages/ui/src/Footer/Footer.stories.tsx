import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { footerArgs } from "../fixtures/site";
import { Footer, type FooterProps } from "./Footer";
import type { NewsletterStatus } from "./NewsletterForm";

const meta = {
  title: "Site/Footer",
  component: Footer,
  args: footerArgs,
  parameters: { padding: "0" },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
      "href",
      expect.stringContaining("text=Merhaba%2C%20umre"),
    );
    await expect(canvas.getByRole("navigation", { name: "Hızlı Menü" })).toBeInTheDocument();
    await expect(canvas.getByRole("img", { name: /7677/ })).toBeInTheDocument();
    await expect(canvas.getByText("© 2012-2025 Rihla Turizm")).toBeInTheDocument();
  },
};

/** The parent owns the request: pending disables the button, then success or error is announced. */
function NewsletterDemo({
  result,
  onSubmit,
  ...props
}: FooterProps & { result: NewsletterStatus; onSubmit: (email: string) => void }) {
  const [status, setStatus] = useState<NewsletterStatus>("idle");
  return (
    <Footer
      {...props}
      newsletter={{
        ...props.newsletter!,
        status,
        onSubmit: (email) => {
          onSubmit(email);
          setStatus("pending");
          setTimeout(() => setStatus(result), 150);
        },
      }}
    />
  );
}

export const NewsletterSuccess: Story = {
  render: (args) => <NewsletterDemo {...args} result="success" onSubmit={args.newsletter!.onSubmit} />,
  args: { newsletter: { ...footerArgs.newsletter!, onSubmit: fn() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("E-posta adresiniz"), "ayse@example.com");
    await userEvent.click(canvas.getByRole("button", { name: "Gönder" }));
    await expect(args.newsletter!.onSubmit).toHaveBeenCalledWith("ayse@example.com");
    await expect(canvas.getByRole("button", { name: "Gönderiliyor…" })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Teşekkürler, kaydınız alındı."));
  },
};

export const NewsletterError: Story = {
  render: (args) => <NewsletterDemo {...args} result="error" onSubmit={args.newsletter!.onSubmit} />,
  args: { newsletter: { ...footerArgs.newsletter!, onSubmit: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText("E-posta adresiniz");
    await userEvent.type(input, "ayse@example.com{Enter}");
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Bir hata oluştu"));
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Bir hata oluştu. Lütfen tekrar deneyin.");
  },
};

export const Marmara: Story = { globals: { theme: "marmara" } };
