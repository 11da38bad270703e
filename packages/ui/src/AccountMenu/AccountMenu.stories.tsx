import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { AccountMenu } from "./AccountMenu";

const meta = {
  title: "Site/AccountMenu",
  component: AccountMenu,
  args: {
    userName: "Ayşe",
    triggerLabel: "Hesabım",
    items: [
      { type: "link", label: "Rezervasyonlarım", href: "/user/dashboard" },
      { type: "link", label: "Ayarlar", href: "/user/settings" },
      { type: "separator" },
      { type: "action", label: "Çıkış Yap", onSelect: fn(), tone: "danger" },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ display: "flex", justifyContent: "flex-end", minHeight: 220 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Customer: Story = {};

/** Keyboard: Enter opens, arrows move, Enter on 'Çıkış Yap' calls the action and closes. */
export const KeyboardLogout: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Hesabım: Ayşe" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "Rezervasyonlarım" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(within(menu).getByRole("menuitem", { name: "Çıkış Yap" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    const logout = args.items.find((item) => item.type === "action");
    if (logout?.type === "action") await expect(logout.onSelect).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** Admin items of §6, as the domain's menu model gives them. */
export const Admin: Story = {
  args: {
    userName: "Mehmet",
    items: [
      { type: "link", label: "Dashboard", href: "/admin/dashboard" },
      { type: "link", label: "Müşteri Notları", href: "/admin/notes" },
      { type: "link", label: "Teklifler", href: "/admin/offer" },
      { type: "link", label: "Rezervasyonlar", href: "/admin/reservations" },
      { type: "link", label: "Operasyon", href: "/admin/availability" },
      { type: "link", label: "Muhasebe", href: "/admin/accounting" },
      { type: "separator" },
      { type: "link", label: "Ayarlar", href: "/user/settings" },
      { type: "action", label: "Çıkış Yap", onSelect: fn(), tone: "danger" },
    ],
  },
  parameters: { snapshot: { target: "page", height: 420 } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Hesabım: Mehmet" }));
    await expect(await screen.findAllByRole("menuitem")).toHaveLength(8);
  },
};

export const Marmara: Story = { globals: { theme: "marmara" } };
