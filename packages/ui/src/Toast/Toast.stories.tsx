import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../Button/Button";
import { Toaster, type ToastMessage } from "./Toast";

function Demo({ initial = [] }: { initial?: ToastMessage[] }) {
  const [toasts, setToasts] = useState<ToastMessage[]>(initial);
  return (
    <Toaster
      toasts={toasts}
      onDismiss={(id) => setToasts((list) => list.filter((toast) => toast.id !== id))}
      closeLabel="Kapat"
      regionLabel="Bildirimler ({hotkey})"
      durationMs={60_000}
    >
      <Button
        onClick={() =>
          setToasts((list) => [
            ...list,
            {
              id: String(list.length + 1),
              type: "fail",
              title: "Hata",
              text: "Bir hata oluştu. Bilgileri kontrol edip tekrar deneyin.",
            },
          ])
        }
      >
        Giriş yap
      </Button>
    </Toaster>
  );
}

const meta = {
  title: "Overlays/Toast",
  component: Toaster,
  args: { toasts: [], onDismiss: fn(), closeLabel: "Kapat", regionLabel: "Bildirimler ({hotkey})" },
  render: () => <Demo />,
  parameters: { snapshot: { target: "page", height: 300 } },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** §8 failed login: a `fail` toast titled 'Hata'; the close button dismisses it. */
export const FailToast: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Giriş yap" }));
    const title = await screen.findByText("Hata");
    const toast = title.closest("li");
    await expect(toast).toHaveAttribute("data-type", "fail");
    await expect(screen.getByText("Bir hata oluştu. Bilgileri kontrol edip tekrar deneyin.")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Kapat" }));
    await waitFor(() => expect(screen.queryByText("Hata")).toBeNull());
  },
};

export const AllTypes: Story = {
  render: () => (
    <Demo
      initial={[
        { id: "1", type: "success", title: "Kaydedildi" },
        { id: "2", type: "fail", title: "Hata", text: "Bir hata oluştu" },
        { id: "3", type: "warning", title: "Uyarı", text: "Oturumunuz yakında kapanacak" },
        { id: "4", type: "info", title: "Bilgi" },
      ]}
    />
  ),
  parameters: { snapshot: { target: "page", height: 460 } },
  play: async () => {
    await expect(await screen.findAllByRole("button", { name: "Kapat" })).toHaveLength(4);
  },
};

export const Marmara: Story = { ...AllTypes, globals: { theme: "marmara" } };
