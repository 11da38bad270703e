import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button/Button";
import { dialogTestSuite } from "../testing/dialogTestSuite";
import { NoticeDialog, noticeTypes, type NoticeDialogProps } from "./NoticeDialog";

function Demo(props: Omit<NoticeDialogProps, "open" | "onOpenChange"> & { defaultOpen?: boolean }) {
  const { defaultOpen = false, ...rest } = props;
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Bildirimi göster</Button>
      <NoticeDialog {...rest} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: "Overlays/NoticeDialog",
  component: NoticeDialog,
  args: {
    open: false,
    onOpenChange: () => {},
    type: "success",
    title: "Talebiniz alındı",
    text: "En kısa sürede sizinle iletişime geçeceğiz.",
    closeLabel: "Kapat",
  },
  argTypes: { type: { control: "inline-radio", options: noticeTypes } },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof NoticeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  parameters: { snapshot: { target: "page", height: 480 } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Bildirimi göster" }));
    const dialog = await screen.findByRole("dialog", { name: "Talebiniz alındı" });
    await expect(dialog).toHaveAccessibleDescription("En kısa sürede sizinle iletişime geçeceğiz.");
    await expect(dialog).toHaveAttribute("data-type", "success");
  },
};

export const Warning: Story = {
  args: { type: "warning", title: "Dikkat", text: "Pasaportunuzun geçerlilik tarihi bu tur için uygun değil." },
  parameters: { snapshot: { target: "page", height: 480 } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Bildirimi göster" }));
    await expect(await screen.findByRole("dialog", { name: "Dikkat" })).toHaveAttribute("data-type", "warning");
  },
};

/** 'Kapat' closes the dialog and focus goes back to the button that opened it. */
export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Bildirimi göster" });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("button", { name: "Kapat" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const DialogBehaviour: Story = {
  play: async ({ canvasElement }) => {
    await dialogTestSuite({
      trigger: within(canvasElement).getByRole("button", { name: "Bildirimi göster" }),
      dialogName: "Talebiniz alındı",
    });
  },
};

export const Marmara: Story = {
  globals: { theme: "marmara" },
  parameters: { snapshot: { target: "page", height: 480 } },
  play: Success.play,
};
