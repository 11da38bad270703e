import type { Meta, StoryObj } from "@storybook/react-vite";
import { formatMessage, isMessageCode } from "@rihla/domain";
import { passwordResetMachine, type PasswordResetRequestInput, type PasswordResetSetInput } from "@rihla/machines";
import { useMachine } from "@xstate/react";
import { useLayoutEffect, useState } from "react";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { Button, FormError, RadioGroup, Spinner, TextField } from "../../packages/ui/src/index";
import { fakePromise, type FakeOutcome } from "./fakeActors";

type Settings = { outcome: FakeOutcome; delayMs: number };

const text = (code: string) => (isMessageCode(code) ? formatMessage(code, "tr") : code);

// The fake server's answer, set by the demo UI and read when an actor runs (module scope keeps
// the machine stable across renders).
const live: Settings = { outcome: "resolve", delayMs: 300 };

const machine = passwordResetMachine.provide({
  actors: {
    requestReset: fakePromise<void, PasswordResetRequestInput>(
      () => live,
      () => undefined,
    ),
    setPassword: fakePromise<void, PasswordResetSetInput>(
      () => live,
      () => undefined,
    ),
  },
});

function PasswordResetRun({ mode, settings }: { mode: "request" | "set"; settings: Settings }) {
  useLayoutEffect(() => {
    Object.assign(live, settings);
  });
  const [snapshot, send] = useMachine(machine, { input: { mode } });
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const { fieldErrors, notice } = snapshot.context;
  const busy = snapshot.hasTag("busy");
  const errorText = (codes?: string[]) => (codes?.length ? codes.map(text).join(" ") : undefined);

  return (
    <section aria-label="Şifre sıfırlama" style={{ display: "grid", gap: "0.75rem" }}>
      <p>
        Durum: <strong data-testid="state">{JSON.stringify(snapshot.value)}</strong>
      </p>
      {notice ? <p role="status">{text(notice)}</p> : null}
      {snapshot.matches({ set: "done" }) ? <p>Şifreniz değiştirildi.</p> : null}
      {mode === "request" ? (
        <form
          noValidate
          style={{ display: "grid", gap: "0.75rem" }}
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: "reset.request", email });
          }}
        >
          <TextField
            label="E-posta"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errorText(fieldErrors.email)}
          />
          <Button type="submit" disabled={busy}>
            Sıfırlama bağlantısı gönder
          </Button>
        </form>
      ) : (
        <form
          noValidate
          style={{ display: "grid", gap: "0.75rem" }}
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: "reset.setPassword", token: "demo-token", password, passwordConfirm: confirmation });
          }}
        >
          {fieldErrors.password || fieldErrors.passwordConfirm ? (
            <FormError
              title="Formda hatalar var"
              errors={[
                ...(fieldErrors.password ?? []).map((code) => ({ fieldId: "new-password", message: text(code) })),
                ...(fieldErrors.passwordConfirm ?? []).map((code) => ({ fieldId: "confirm", message: text(code) })),
              ]}
            />
          ) : null}
          <TextField
            id="new-password"
            label="Yeni şifre"
            type="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errorText(fieldErrors.password)}
          />
          <TextField
            id="confirm"
            label="Yeni şifre (tekrar)"
            type="password"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            error={errorText(fieldErrors.passwordConfirm)}
          />
          <Button type="submit" disabled={busy || snapshot.matches({ set: "done" })}>
            Şifreyi kaydet
          </Button>
        </form>
      )}
      {busy ? <Spinner label="Gönderiliyor" showLabel /> : null}
    </section>
  );
}

function PasswordResetDemo() {
  const [mode, setMode] = useState<"request" | "set">("request");
  const [outcome, setOutcome] = useState<FakeOutcome>("resolve");
  const [delay, setDelay] = useState("300");
  return (
    <div style={{ display: "grid", gap: "1rem", maxWidth: 520 }}>
      <RadioGroup
        legend="Sayfa"
        orientation="horizontal"
        value={mode}
        onValueChange={(value) => setMode(value as "request" | "set")}
        options={[
          { value: "request", label: "Şifremi unuttum" },
          { value: "set", label: "Yeni şifre belirle" },
        ]}
      />
      <RadioGroup
        legend="Sunucu yanıtı"
        orientation="horizontal"
        value={outcome}
        onValueChange={(value) => setOutcome(value as FakeOutcome)}
        options={[
          { value: "resolve", label: "Başarılı" },
          { value: "reject", label: "Hata" },
        ]}
      />
      <TextField
        label="Gecikme (ms)"
        type="number"
        min={0}
        step={100}
        value={delay}
        onChange={(event) => setDelay(event.target.value)}
      />
      <PasswordResetRun key={mode} mode={mode} settings={{ outcome, delayMs: Number(delay) || 0 }} />
    </div>
  );
}

const meta = {
  title: "Machines/PasswordReset",
  component: PasswordResetDemo,
  parameters: { snapshot: false },
} satisfies Meta<typeof PasswordResetDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const state = (canvasElement: HTMLElement) => within(canvasElement).getByTestId("state");

/** An empty e-mail is refused before any call; a failed send can be retried and then succeeds. */
export const RequestFailThenRetry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Sıfırlama bağlantısı gönder" }));
    await expect(canvas.getByLabelText("E-posta")).toHaveAttribute("aria-invalid", "true");
    await userEvent.click(canvas.getByRole("radio", { name: "Hata" }));
    await userEvent.type(canvas.getByLabelText("E-posta"), "ayse@example.com");
    await userEvent.click(canvas.getByRole("button", { name: "Sıfırlama bağlantısı gönder" }));
    await expect(state(canvasElement)).toHaveTextContent('{"request":"sending"}');
    await waitFor(() => expect(state(canvasElement)).toHaveTextContent('{"request":"failed"}'));
    await userEvent.click(canvas.getByRole("radio", { name: "Başarılı" }));
    await userEvent.click(canvas.getByRole("button", { name: "Sıfırlama bağlantısı gönder" }));
    await waitFor(() => expect(state(canvasElement)).toHaveTextContent('{"request":"sent"}'));
    await expect(canvas.getByRole("status")).toHaveTextContent(formatMessage("RECOVERY_EMAIL_SENT", "tr"));
  },
};

/** Weak or mismatched passwords show the domain's rule errors; a good one is saved. */
export const SetPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: "Yeni şifre belirle" }));
    await userEvent.type(await canvas.findByLabelText("Yeni şifre"), "kisa");
    await userEvent.type(canvas.getByLabelText("Yeni şifre (tekrar)"), "baska");
    await userEvent.click(canvas.getByRole("button", { name: "Şifreyi kaydet" }));
    await expect(canvas.getByLabelText("Yeni şifre")).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByLabelText("Yeni şifre (tekrar)")).toHaveAttribute("aria-invalid", "true");
    await userEvent.clear(canvas.getByLabelText("Yeni şifre"));
    await userEvent.clear(canvas.getByLabelText("Yeni şifre (tekrar)"));
    await userEvent.type(canvas.getByLabelText("Yeni şifre"), "Umre2026!x");
    await userEvent.type(canvas.getByLabelText("Yeni şifre (tekrar)"), "Umre2026!x");
    await userEvent.click(canvas.getByRole("button", { name: "Şifreyi kaydet" }));
    await waitFor(() => expect(state(canvasElement)).toHaveTextContent('{"set":"done"}'));
    await expect(screen.getByText("Şifreniz değiştirildi.")).toBeVisible();
  },
};
