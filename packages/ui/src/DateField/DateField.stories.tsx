import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { DateField, type DateFieldProps } from "./DateField";

function Controlled(props: DateFieldProps) {
  const [value, setValue] = useState(props.value ?? "");
  return (
    <div style={{ maxWidth: 320 }}>
      <DateField
        {...props}
        value={value}
        onValueChange={(next) => {
          props.onValueChange?.(next);
          setValue(next);
        }}
      />
      <output data-testid="value">{value}</output>
    </div>
  );
}

const meta = {
  title: "Forms/DateField",
  component: DateField,
  args: {
    label: "Doğum tarihi",
    hint: "YYYY-AA-GG",
    locale: "tr",
    weekStartsOn: 1,
    today: "2026-03-12",
    value: "2026-03-12",
    labels: { openCalendar: "Takvimi aç", previousMonth: "Önceki ay", nextMonth: "Sonraki ay" },
    onValueChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
  parameters: { snapshot: { height: 200 } },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Turkish calendar (Monday first). Arrows move by day and week, PageDown by month, Enter picks;
 * the popover closes and focus is back on the calendar button.
 */
export const Keyboard: Story = {
  parameters: { snapshot: { target: "page", height: 480 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: "Takvimi aç" });
    await userEvent.click(button);
    const grid = await screen.findByRole("grid", { name: "Mart 2026" });
    await expect(within(grid).getAllByRole("columnheader")[0]).toHaveAttribute("abbr", "Pazartesi");
    await waitFor(() => expect(within(grid).getByRole("button", { name: "12 Mart 2026 Perşembe" })).toHaveFocus());
    await userEvent.keyboard("{ArrowRight}{ArrowDown}");
    await expect(within(grid).getByRole("button", { name: "20 Mart 2026 Cuma" })).toHaveFocus();
    await userEvent.keyboard("{PageDown}");
    const april = await screen.findByRole("grid", { name: "Nisan 2026" });
    await expect(within(april).getByRole("button", { name: "20 Nisan 2026 Pazartesi" })).toHaveFocus();
    await userEvent.keyboard("{Home}{ArrowLeft}{PageUp}");
    await expect(screen.getByRole("button", { name: "19 Mart 2026 Perşembe" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("grid")).toBeNull());
    await expect(args.onValueChange).toHaveBeenLastCalledWith("2026-03-19");
    await expect(canvas.getByLabelText("Doğum tarihi")).toHaveValue("2026-03-19");
    await expect(button).toHaveFocus();
    // Reopened on the value, then Escape closes without changing it.
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByRole("button", { name: "19 Mart 2026 Perşembe" })).toHaveFocus());
    await expect(screen.getByRole("button", { name: "19 Mart 2026 Perşembe" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(screen.getByRole("button", { name: "Sonraki ay" }));
    await expect(screen.getByRole("button", { name: "Sonraki ay" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("grid")).toBeNull());
    await expect(canvas.getByTestId("value")).toHaveTextContent("2026-03-19");
  },
};

/** English (US) calendar starting on Sunday; min/max make days outside the season unpickable. */
export const SundayFirstWithBounds: Story = {
  args: {
    label: "Departure",
    hint: undefined,
    locale: "en",
    weekStartsOn: 0,
    min: "2026-03-10",
    max: "2026-04-05",
    labels: { openCalendar: "Open calendar", previousMonth: "Previous month", nextMonth: "Next month" },
  },
  parameters: { snapshot: { target: "page", height: 480 } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Open calendar" }));
    const grid = await screen.findByRole("grid", { name: "March 2026" });
    await expect(within(grid).getAllByRole("columnheader")[0]).toHaveAttribute("abbr", "Sunday");
    const early = within(grid).getByRole("button", { name: "Monday, March 9, 2026" });
    await expect(early).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(early);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    // PageDown past the season stops at its last day.
    await userEvent.keyboard("{PageDown}{PageDown}");
    await expect(screen.getByRole("button", { name: "Sunday, April 5, 2026" })).toHaveFocus();
  },
};

/** A typed date is taken on blur; the error is part of the input's description. */
export const TypedWithError: Story = {
  args: { value: "", error: "Geçerli bir tarih girin", requiredMark: " *", required: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/Doğum tarihi/);
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("YYYY-AA-GG Geçerli bir tarih girin");
    await userEvent.type(input, "2025-02-30");
    await userEvent.tab();
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, "1990-05-17");
    await userEvent.tab();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("1990-05-17");
  },
};

export const Marmara: Story = {
  globals: { theme: "marmara" },
  parameters: { snapshot: { target: "page", height: 480 } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Takvimi aç" }));
    await expect(await screen.findByRole("grid")).toBeVisible();
  },
};
