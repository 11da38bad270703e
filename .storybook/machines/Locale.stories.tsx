import type { Meta, StoryObj } from "@storybook/react-vite";
import { localeMachine } from "@rihla/machines";
import { isLocale } from "@rihla/domain";
import { useMachine } from "@xstate/react";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { LocaleSwitch } from "../../packages/ui/src/index";

function LocaleDemo() {
  const [log, setLog] = useState<string[]>([]);
  const [machine] = useState(() =>
    localeMachine.provide({
      actions: {
        persistLocale: (_, params) => setLog((lines) => [...lines, `persistLocale(${params.locale})`]),
        navigate: (_, params) => setLog((lines) => [...lines, `navigate(${params.path})`]),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { locale: "tr" } });
  return (
    <div style={{ display: "grid", gap: "1rem", maxWidth: 420 }}>
      <LocaleSwitch
        label="Dil seçimi"
        current={snapshot.context.locale}
        options={[
          { code: "tr", label: "TR", name: "Türkçe", href: "#tr" },
          { code: "en", label: "EN", name: "English", href: "#en" },
        ]}
        onSelect={(code) => (isLocale(code) ? send({ type: "locale.switch", locale: code }) : undefined)}
      />
      <p>
        Dil: <strong data-testid="locale">{snapshot.context.locale}</strong>
      </p>
      <ol aria-label="Eylemler" data-testid="log">
        {log.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ol>
    </div>
  );
}

const meta = {
  title: "Machines/Locale",
  component: LocaleDemo,
  parameters: { snapshot: false },
} satisfies Meta<typeof LocaleDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Switching remembers the choice (cookie) and goes to that locale's home: /en, then /. */
export const Switch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId("locale")).toHaveTextContent("tr");
    await userEvent.click(canvas.getByRole("link", { name: /EN/ }));
    await expect(canvas.getByTestId("locale")).toHaveTextContent("en");
    await expect(canvas.getByRole("link", { name: /EN/ })).toHaveAttribute("aria-current", "true");
    await userEvent.click(canvas.getByRole("link", { name: /TR/ }));
    await expect(canvas.getByTestId("log").textContent).toBe(
      "persistLocale(en)navigate(/en)persistLocale(tr)navigate(/)",
    );
  },
};
