import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { dialogTestSuite } from "../testing/dialogTestSuite";
import { ConfirmDialog } from "./ConfirmDialog";

const onSubmit = fn();

/** A plain server form, as the back office writes them: the intent travels as the submitter. */
function CancelForm(props: Parameters<typeof ConfirmDialog>[0]) {
  return (
    <form
      method="post"
      onSubmit={(event) => {
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        onSubmit(Object.fromEntries(new FormData(event.currentTarget, submitter)));
      }}
      style={{ display: "grid", justifyItems: "start", gap: "0.5rem", maxWidth: "24rem" }}
    >
      <label style={{ display: "grid" }}>
        İptal nedeni
        <textarea name="reason" required rows={2} />
      </label>
      <ConfirmDialog {...props} />
    </form>
  );
}

const meta = {
  title: "Back office/ConfirmDialog",
  component: ConfirmDialog,
  args: {
    children: "Rezervasyonu iptal et",
    name: "intent",
    value: "cancel",
    title: "RH-1042 iptal edilsin mi?",
    description: "Koltuklar serbest kalır ve müşteriye bildirim gider. Bu geri alınamaz.",
    labels: { confirm: "Evet, iptal et", cancel: "Vazgeç" },
    tone: "danger",
  },
  render: (args) => <CancelForm {...args} />,
  beforeEach: () => onSubmit.mockClear(),
  parameters: { snapshot: { target: "page", height: 420 } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The form's own checks come first; then 'Vazgeç' sends nothing, and 'Evet, iptal et' submits
 * the form with the trigger as its submitter (intent=cancel), as a click without scripts would.
 */
export const AsksBeforeSubmitting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole("button", { name: "Rezervasyonu iptal et" });
    await userEvent.click(trigger);
    await expect(screen.queryByRole("alertdialog")).toBeNull();
    await expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(canvas.getByLabelText("İptal nedeni"), "Müşteri vazgeçti");
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("button", { name: "Vazgeç" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.click(trigger);
    const dialog = await screen.findByRole("alertdialog", { name: "RH-1042 iptal edilsin mi?" });
    await expect(dialog).toHaveAccessibleDescription(
      "Koltuklar serbest kalır ve müşteriye bildirim gider. Bu geri alınamaz.",
    );
    await expect(within(dialog).getByRole("button", { name: "Vazgeç" })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole("button", { name: "Evet, iptal et" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ reason: "Müşteri vazgeçti", intent: "cancel" }));
  },
};

/** The dialog is open: what staff see before a destructive action. */
export const Open: Story = {
  args: {
    children: "Onayla",
    value: "confirm",
    tone: "primary",
    title: "RH-1042 onaylansın mı?",
    description: "RH-1042 onaylanacak ve müşteriye e-posta gidecek.",
    labels: { confirm: "Evet, onayla", cancel: "Vazgeç" },
  },
  render: (args) => (
    <form method="post" onSubmit={(event) => event.preventDefault()}>
      <ConfirmDialog {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Onayla" }));
    await screen.findByRole("alertdialog", { name: "RH-1042 onaylansın mı?" });
  },
};

export const DialogBehaviour: Story = {
  args: {
    children: "Onayla",
    value: "confirm",
    tone: "primary",
    title: "RH-1042 onaylansın mı?",
    description: "RH-1042 onaylanacak ve müşteriye e-posta gidecek.",
    labels: { confirm: "Evet, onayla", cancel: "Vazgeç" },
  },
  render: Open.render,
  parameters: { snapshot: false },
  play: async ({ canvasElement }) => {
    await dialogTestSuite({
      trigger: within(canvasElement).getByRole("button", { name: "Onayla" }),
      dialogName: "RH-1042 onaylansın mı?",
      role: "alertdialog",
    });
  },
};

export const Marmara: Story = {
  globals: { theme: "marmara" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText("İptal nedeni"), "Müşteri vazgeçti");
    await userEvent.click(canvas.getByRole("button", { name: "Rezervasyonu iptal et" }));
    await screen.findByRole("alertdialog");
  },
};
