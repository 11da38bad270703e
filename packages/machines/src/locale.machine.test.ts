import { createActor } from "xstate";
import { describe, expect, it, vi } from "vitest";
import { localeMachine } from "./locale.machine.ts";

describe("locale machine (spec §1, §2)", () => {
  it("starts in Turkish by default", () => {
    expect(createActor(localeMachine, { input: {} }).start().getSnapshot().context.locale).toBe("tr");
  });

  it("switches, remembers the choice and goes to that locale's home", () => {
    const persistLocale = vi.fn();
    const navigate = vi.fn();
    const machine = localeMachine.provide({
      actions: {
        persistLocale: (_, params) => persistLocale(params.locale),
        navigate: (_, params) => navigate(params.path),
      },
    });
    const actor = createActor(machine, { input: { locale: "tr" } }).start();
    actor.send({ type: "locale.switch", locale: "en" });
    expect(actor.getSnapshot().context.locale).toBe("en");
    expect(persistLocale).toHaveBeenCalledWith("en");
    expect(navigate).toHaveBeenCalledWith("/en");
    actor.send({ type: "locale.switch", locale: "tr" });
    expect(navigate).toHaveBeenLastCalledWith("/");
  });
});
