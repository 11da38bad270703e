import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { accountItems, headerArgs } from "../fixtures/site";
import { Header } from "./Header";

const meta = {
  title: "Site/Header",
  component: Header,
  args: headerArgs,
  parameters: { padding: "0" },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logged out: login and sign-up links, TR/EN switch, WhatsApp and phone links. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: "Giriş Yap" })).toHaveAttribute("href", "/user/login");
    await expect(canvas.getByRole("link", { name: "Üye Ol" })).toHaveAttribute("href", "/user/signUp");
    await expect(canvas.getByRole("link", { name: "EN English" })).toHaveAttribute("href", "/en");
    await expect(canvas.getByRole("link", { name: "TR Türkçe" })).toHaveAttribute("aria-current", "true");
    await expect(canvas.getByRole("link", { name: "WhatsApp ile yazın" })).toHaveAttribute(
      "href",
      "https://wa.me/905320000000",
    );
    await expect(canvas.getByRole("img", { name: "Rihla Turizm" })).toHaveAttribute("width", "130");
    // The tagline is read whole by screen readers, never letter by letter.
    await expect(
      canvas.getByText("Huzurlu bir umre yolculuğu", { selector: "span:not([aria-hidden])" }),
    ).toBeInTheDocument();
  },
};

/** Signed in: the account menu replaces the login links. */
export const SignedIn: Story = {
  args: {
    account: { type: "user", userName: "Ayşe", triggerLabel: "Hesabım", items: accountItems },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("link", { name: "Giriş Yap" })).toBeNull();
    // The account menu's code loads on demand (Radix stays off anonymous pages): wait for it.
    await userEvent.click(await canvas.findByRole("button", { name: "Hesabım: Ayşe" }));
    await expect(await screen.findByRole("menuitem", { name: "Rezervasyonlar" })).toHaveAttribute(
      "href",
      "/admin/reservations",
    );
    await userEvent.keyboard("{Escape}");
  },
};

/** The mega-menu under 'Umre Turları' opens from the header. */
export const MegaMenuOpens: Story = {
  parameters: { snapshot: { target: "page", height: 480 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole("button", { name: "Umre Turları" });
    await userEvent.click(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute("aria-expanded", "true"));
    await expect(canvas.getByRole("link", { name: "Ocak Umre Turları" })).toBeVisible();
  },
};

/** Rotating whole taglines instead of the typewriter. */
export const RotatingTagline: Story = { args: { taglineMode: "rotate" } };

/** ≤768 px: smaller logo, navigation in the full-screen menu. */
export const Mobile: Story = {
  parameters: { snapshot: { width: 375 } },
  globals: { viewport: { value: "mobile1" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole("img", { name: "Rihla Turizm" }).getBoundingClientRect().width).toBe(102),
    );
    await expect(canvas.getByRole("button", { name: "Menüyü aç" })).toBeVisible();
  },
};

export const Marmara: Story = {
  globals: { theme: "marmara" },
  args: { banner: { ...headerArgs.banner!, backgroundColor: "#111827", buttonVariant: "outline" } },
};
