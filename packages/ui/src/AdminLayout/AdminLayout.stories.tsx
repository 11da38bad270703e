import type { Meta, StoryObj } from "@storybook/react-vite";
import { useEffect, useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Breadcrumbs } from "../Breadcrumbs/Breadcrumbs";
import { LocaleSwitch } from "../LocaleSwitch/LocaleSwitch";
import { SideNav } from "../SideNav/SideNav";
import { staffItems } from "../fixtures/staffNav";
import { AdminLayout, type AdminLayoutProps } from "./AdminLayout";

/** The story's "router": the location hash is the route key, as a site passes its pathname. */
function Routed(props: AdminLayoutProps) {
  const [routeKey, setRouteKey] = useState(() => window.location.hash);
  useEffect(() => {
    const follow = () => setRouteKey(window.location.hash);
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, []);
  return <AdminLayout {...props} routeKey={routeKey} />;
}

const meta = {
  title: "Back office/AdminLayout",
  component: AdminLayout,
  args: {
    labels: { openNav: "Menü", closeNav: "Menüyü kapat" },
    nav: <SideNav label="Yönetim" items={staffItems} />,
    topBar: (
      <>
        <span>Zeynep Yılmaz</span>
        <LocaleSwitch
          label="Dil"
          current="tr"
          options={[
            { code: "tr", label: "TR", name: "Türkçe", href: "#tr" },
            { code: "en", label: "EN", name: "English", href: "#en" },
          ]}
        />
      </>
    ),
    breadcrumbs: (
      <Breadcrumbs
        label="Sayfa yolu"
        items={[{ label: "Dashboard", href: "#/admin/dashboard" }, { label: "Rezervasyonlar" }]}
      />
    ),
    children: (
      <>
        <h1 style={{ margin: 0 }}>Rezervasyonlar</h1>
        <p style={{ margin: 0 }}>Bütün tur ve hizmet rezervasyonları, en yenisi üstte.</p>
      </>
    ),
  },
  render: (args) => <Routed {...args} />,
  parameters: { snapshot: { height: 480 } },
} satisfies Meta<typeof AdminLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide screens: the navigation is always shown beside the page; the menu button is not. */
export const Desktop: Story = {
  parameters: { snapshot: { width: 1024, height: 480 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("navigation", { name: "Yönetim" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Rezervasyonlar" })).toHaveAttribute("aria-current", "page");
    await expect(canvas.queryByRole("button", { name: "Menü" })).toBeNull();
  },
};

/**
 * 390 px: the navigation folds behind 'Menü' (aria-expanded, aria-controls); a followed link
 * folds it again; nothing scrolls sideways.
 */
export const Mobile: Story = {
  parameters: { snapshot: { width: 390, height: 480 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole("button", { name: "Menü" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("navigation", { name: "Yönetim" })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveAccessibleName("Menüyü kapat");
    const nav = canvas.getByRole("navigation", { name: "Yönetim" });
    await expect(document.getElementById(toggle.getAttribute("aria-controls")!)).toContainElement(nav);
    await userEvent.click(within(nav).getByRole("link", { name: "Teklifler" }));
    await waitFor(() => expect(toggle).toHaveAttribute("aria-expanded", "false"));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Marmara: Story = { globals: { theme: "marmara" }, parameters: Desktop.parameters, play: Desktop.play };
