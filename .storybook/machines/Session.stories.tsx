import type { Meta, StoryObj } from "@storybook/react-vite";
import { sessionMachine, type ProfileAnswer, type SessionProfile } from "@rihla/machines";
import { useMachine } from "@xstate/react";
import { useLayoutEffect, useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button, Checkbox, RadioGroup, Spinner, TextField } from "../../packages/ui/src/index";
import { fakePromise, type FakeOutcome } from "./fakeActors";

type Answer = "active" | "disabled" | "error";

const profile = (active: boolean): SessionProfile => ({
  id: "u-42",
  role: "Customer",
  isAdmin: false,
  hasAccountingRole: false,
  active,
  U_rname: "Ayşe",
});

// What the fake API answers and where actions are logged: set by the demo UI, read by the
// machine's implementations when they run (module scope keeps the machine stable across renders).
const live = { answer: "active" as Answer, delayMs: 300, note: (_line: string) => {} };

const machine = sessionMachine.provide({
  actors: {
    fetchProfile: fakePromise<ProfileAnswer, { token: string | null }>(
      () => ({ outcome: (live.answer === "error" ? "reject" : "resolve") as FakeOutcome, delayMs: live.delayMs }),
      () => ({ user: profile(live.answer === "active"), token: "tok-from-api" }),
    ),
  },
  actions: {
    clearUserCookie: () => live.note("clearUserCookie"),
    storeToken: (_, params) => live.note(`storeToken(${params.token})`),
    goToServerLogout: () => live.note("goToServerLogout"),
    logProfileError: () => live.note("logProfileError"),
  },
});

function SessionRun({ hasUserCookie, answer, delayMs }: { hasUserCookie: boolean; answer: Answer; delayMs: number }) {
  const [log, setLog] = useState<string[]>([]);
  // A layout effect before useMachine runs before the actor starts, so the first profile fetch
  // already sees this run's choice.
  useLayoutEffect(() => {
    live.answer = answer;
    live.delayMs = delayMs;
    live.note = (line) => setLog((lines) => [...lines, line]);
  });
  const [snapshot, send] = useMachine(machine, { input: { hasUserCookie } });
  return (
    <section aria-label="Oturum" style={{ display: "grid", gap: "0.75rem" }}>
      <p>
        Durum: <strong data-testid="state">{String(snapshot.value)}</strong>
      </p>
      {snapshot.hasTag("busy") ? <Spinner label="Profil yükleniyor" showLabel /> : null}
      <p>Kullanıcı: {snapshot.context.user ? String(snapshot.context.user.U_rname) : "—"}</p>
      <div style={{ display: "flex", gap: "0.5rem" }}>
        <Button
          disabled={!snapshot.matches("signedOut")}
          onClick={() => send({ type: "session.signedIn", user: profile(true), token: "tok-login" })}
        >
          Giriş yap
        </Button>
        <Button
          tone="outline"
          disabled={!snapshot.matches("signedIn")}
          onClick={() => send({ type: "session.refresh" })}
        >
          Profili yenile
        </Button>
        <Button tone="ghost" disabled={!snapshot.matches("signedIn")} onClick={() => send({ type: "session.logout" })}>
          Çıkış yap
        </Button>
      </div>
      <ol aria-label="Eylemler" data-testid="log">
        {log.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ol>
    </section>
  );
}

function SessionDemo() {
  const [hasUserCookie, setHasUserCookie] = useState(true);
  const [answer, setAnswer] = useState<Answer>("active");
  const [delay, setDelay] = useState("300");
  const [run, setRun] = useState(0);
  return (
    <div style={{ display: "grid", gap: "1rem", maxWidth: 520 }}>
      <Checkbox label="Kullanıcı çerezi var" checked={hasUserCookie} onCheckedChange={setHasUserCookie} />
      <RadioGroup
        legend="Profil yanıtı"
        orientation="horizontal"
        value={answer}
        onValueChange={(value) => setAnswer(value as Answer)}
        options={[
          { value: "active", label: "Etkin kullanıcı" },
          { value: "disabled", label: "Devre dışı kullanıcı" },
          { value: "error", label: "Ağ hatası" },
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
      <Button tone="accent" onClick={() => setRun((n) => n + 1)}>
        Sayfayı yeniden yükle
      </Button>
      <SessionRun key={run} hasUserCookie={hasUserCookie} answer={answer} delayMs={Number(delay) || 0} />
    </div>
  );
}

const meta = {
  title: "Machines/Session",
  component: SessionDemo,
  parameters: { snapshot: false },
} satisfies Meta<typeof SessionDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const state = (canvasElement: HTMLElement) => within(canvasElement).getByTestId("state");

/** Cookie and an active profile: loading, then signed in with the API's token stored; logout. */
export const LoadProfileThenLogout: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(state(canvasElement)).toHaveTextContent("loadingProfile");
    await expect(canvas.getByRole("status")).toHaveTextContent("Profil yükleniyor");
    await waitFor(() => expect(state(canvasElement)).toHaveTextContent("signedIn"));
    await expect(canvas.getByTestId("log")).toHaveTextContent("storeToken(tok-from-api)");
    await userEvent.click(canvas.getByRole("button", { name: "Çıkış yap" }));
    await expect(state(canvasElement)).toHaveTextContent("signedOut");
    await expect(canvas.getByTestId("log")).toHaveTextContent(/clearUserCookie.*goToServerLogout/);
  },
};

/** A disabled user (status false) or a failing API: the user cookie is cleared, signed out. */
export const DisabledUserAndError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: "Devre dışı kullanıcı" }));
    await userEvent.click(canvas.getByRole("button", { name: "Sayfayı yeniden yükle" }));
    await waitFor(() => expect(state(canvasElement)).toHaveTextContent("signedOut"));
    await expect(canvas.getByTestId("log")).toHaveTextContent("clearUserCookie");
    await userEvent.click(canvas.getByRole("radio", { name: "Ağ hatası" }));
    await userEvent.click(canvas.getByRole("button", { name: "Sayfayı yeniden yükle" }));
    await waitFor(() => expect(state(canvasElement)).toHaveTextContent("signedOut"));
    await expect(canvas.getByTestId("log")).toHaveTextContent(/logProfileError.*clearUserCookie/);
  },
};

/** No cookie: signed out at once; logging in stores the login token. */
export const NoCookieThenLogin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Kullanıcı çerezi var" }));
    await userEvent.click(canvas.getByRole("button", { name: "Sayfayı yeniden yükle" }));
    await expect(state(canvasElement)).toHaveTextContent("signedOut");
    await userEvent.click(canvas.getByRole("button", { name: "Giriş yap" }));
    await expect(state(canvasElement)).toHaveTextContent("signedIn");
    await expect(canvas.getByTestId("log")).toHaveTextContent("storeToken(tok-login)");
  },
};
