import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { staffItems } from "../fixtures/staffNav";
import { SideNav } from "./SideNav";

const meta = {
  title: "Back office/SideNav",
  component: SideNav,
  args: { label: "Yönetim", items: staffItems },
  render: (args) => (
    <div style={{ width: "15rem" }}>
      <SideNav {...args} />
    </div>
  ),
  parameters: { snapshot: { height: 360 } },
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A named landmark; only the current page's link carries `aria-current`. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "Yönetim" });
    const links = within(nav).getAllByRole("link");
    await expect(links.map((link) => link.textContent)).toEqual(staffItems.map((item) => item.label));
    await expect(within(nav).getByRole("link", { name: "Rezervasyonlar" })).toHaveAttribute("aria-current", "page");
    await expect(links.filter((link) => link.hasAttribute("aria-current"))).toHaveLength(1);
  },
};

export const Marmara: Story = { globals: { theme: "marmara" } };
