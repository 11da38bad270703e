import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { mobileItems } from "../fixtures/site";
import { dialogTestSuite } from "../testing/dialogTestSuite";
import { MobileMenu } from "./MobileMenu";

const meta = {
  title: "Site/MobileMenu",
  component: MobileMenu,
  args: {
    openLabel: "Menüyü aç",
    closeLabel: "Menüyü kapat",
    title: "Menü",
    items: [...mobileItems, { type: "action", label: "Çıkış Yap", onSelect: fn(), icon: "logout" }],
    contactLinks: [
      { label: "Yol tarifi", href: "https://maps.example/rihla", icon: "map" },
      { label: "Ara", href: "tel:+902120000000", icon: "phone" },
    ],
  },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Full screen with every §2 item. */
export const Open: Story = {
  parameters: { snapshot: { target: "page", width: 375, height: 700 } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Menüyü aç" }));
    const dialog = await screen.findByRole("dialog", { name: "Menü" });
    await expect(within(dialog).getByRole("link", { name: "Ana Sayfa" })).toHaveAttribute("aria-current", "page");
    await expect(within(dialog).getByRole("link", { name: "Yol tarifi" })).toBeVisible();
  },
};

/** The shared dialog suite: focus trapped, aria-modal, Escape closes, focus returns. */
export const DialogBehaviour: Story = {
  play: async ({ canvasElement }) => {
    await dialogTestSuite({
      trigger: within(canvasElement).getByRole("button", { name: "Menüyü aç" }),
      dialogName: "Menü",
      tabs: 14,
    });
  },
};

export const LogoutActionCloses: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Menüyü aç" }));
    await userEvent.click(await screen.findByRole("button", { name: "Çıkış Yap" }));
    const logout = args.items.find((item) => item.type === "action");
    if (logout?.type === "action") await expect(logout.onSelect).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

function RouteChangeDemo(props: React.ComponentProps<typeof MobileMenu>) {
  const [path, setPath] = useState("/");
  return (
    <div>
      <MobileMenu {...props} routeKey={path} open={undefined} />
      <p>Path: {path}</p>
      {/* Stands in for the router: any navigation changes routeKey. */}
      <button type="button" onClick={() => setPath("/contact")}>
        Simulate navigation
      </button>
    </div>
  );
}

/** §2: the menu closes when the route changes (`routeKey`). */
export const ClosesOnRouteChange: Story = {
  render: (args) => <RouteChangeDemo {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Menüyü aç" }));
    const dialog = await screen.findByRole("dialog", { name: "Menü" });
    await expect(dialog).toBeVisible();
    // Navigation happens inside the dialog in real life; here the button sits outside, so fire it.
    within(canvasElement).getByRole("button", { name: "Simulate navigation", hidden: true }).click();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

export const Marmara: Story = {
  globals: { theme: "marmara" },
  parameters: { snapshot: { target: "page", width: 375, height: 700 } },
  play: Open.play,
};
