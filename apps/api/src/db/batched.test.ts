import { describe, expect, it } from "vitest";
import { batched } from "./batched.ts";

/** A run that the test finishes by hand, recording the batches it was given. */
function manualRun() {
  const batches: number[][] = [];
  const finish: (() => void)[] = [];
  const fail: ((error: Error) => void)[] = [];
  const run = (items: number[]) =>
    new Promise<number[]>((resolve, reject) => {
      batches.push(items);
      finish.push(() => resolve(items.map((n) => n * 10)));
      fail.push(reject);
    });
  return { batches, finish, fail, run };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("batched", () => {
  it("runs a lone call at once, alone", async () => {
    const { batches, finish, run } = manualRun();
    const call = batched(run);
    const answer = call(1);
    expect(batches).toEqual([[1]]);
    finish[0]!();
    await expect(answer).resolves.toBe(10);
  });

  it("answers the calls that arrived during a run together, in order, in the next run", async () => {
    const { batches, finish, run } = manualRun();
    const call = batched(run);
    const first = call(1);
    const rest = [call(2), call(3), call(4)];
    expect(batches).toEqual([[1]]);
    finish[0]!();
    await first;
    await settle();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    finish[1]!();
    await expect(Promise.all(rest)).resolves.toEqual([20, 30, 40]);
    // Nothing in flight any more: the next call runs alone again.
    const later = call(5);
    expect(batches).toEqual([[1], [2, 3, 4], [5]]);
    finish[2]!();
    await expect(later).resolves.toBe(50);
  });

  it("rejects every caller of a failed run and goes on with the next", async () => {
    const { batches, finish, fail, run } = manualRun();
    const call = batched(run);
    const first = call(1);
    const second = [call(2), call(3)];
    const caught = Promise.allSettled(second);
    finish[0]!();
    await first;
    await settle();
    fail[1]!(new Error("down"));
    expect((await caught).map((r) => r.status)).toEqual(["rejected", "rejected"]);
    const again = call(4);
    expect(batches.at(-1)).toEqual([4]);
    finish[2]!();
    await expect(again).resolves.toBe(40);
  });
});
