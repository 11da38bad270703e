import { expect, screen, userEvent, waitFor } from "storybook/test";

/**
 * The one test every dialog-like component passes (Braid's modalTestSuite): opening moves focus
 * inside, the dialog is aria-modal, Tab cannot leave it, Escape closes it and focus returns to
 * the element that opened it. Call it from a story's play function.
 */
export async function dialogTestSuite({
  trigger,
  dialogName,
  tabs = 6,
  role = "dialog",
}: {
  /** The element that opens the dialog. */
  trigger: HTMLElement;
  /** Accessible name the dialog must have. */
  dialogName: string | RegExp;
  /** How many Tab presses to try to escape the focus trap. */
  tabs?: number;
  /** `alertdialog` for a dialog that asks before a destructive action. */
  role?: "dialog" | "alertdialog";
}) {
  await userEvent.click(trigger);
  const dialog = await screen.findByRole(role, { name: dialogName });
  await expect(dialog).toHaveAttribute("aria-modal", "true");
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

  for (let i = 0; i < tabs; i += 1) {
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
  }
  await userEvent.tab({ shift: true });
  await expect(dialog.contains(document.activeElement)).toBe(true);

  await userEvent.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole(role, { name: dialogName })).toBeNull());
  await waitFor(() => expect(document.activeElement).toBe(trigger));
}
