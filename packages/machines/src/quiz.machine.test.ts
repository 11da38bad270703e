import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { quizMachine, type QuizMachineQuiz } from "./quiz.machine.ts";

// Three questions; the right choices are 2, 0 and 1 (written here, not read from the machine).
const quiz: QuizMachineQuiz = {
  id: 7,
  questions: [
    { correctChoice: 2, choiceCount: 4 },
    { correctChoice: 0, choiceCount: 3 },
    { correctChoice: 1, choiceCount: 4 },
  ],
};
const other: QuizMachineQuiz = { id: 8, questions: [{ correctChoice: 0, choiceCount: 2 }] };

const start = (input: { quiz?: QuizMachineQuiz } = { quiz }) => createActor(quizMachine, { input }).start();

describe("quiz machine (spec §4)", () => {
  it("waits for a pick without a quiz, and ignores answers meanwhile", () => {
    const actor = start({});
    expect(actor.getSnapshot().value).toBe("idle");
    actor.send({ type: "answer", choice: 0 });
    actor.send({ type: "next" });
    expect(actor.getSnapshot().value).toBe("idle");
  });

  it("pick: starts the picked quiz at its first question", () => {
    const actor = start({});
    actor.send({ type: "pick", quiz });
    expect(actor.getSnapshot().matches({ playing: "asking" })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ index: 0, answers: [], correct: 0, quiz: { id: 7 } });
  });

  it("pick: refuses a quiz without questions", () => {
    const actor = start({});
    actor.send({ type: "pick", quiz: { id: 9, questions: [] } });
    expect(actor.getSnapshot().value).toBe("idle");
  });

  it("starts playing at once with a quiz as input", () => {
    expect(start().getSnapshot().matches({ playing: "asking" })).toBe(true);
  });

  it("answer: a right choice counts, a wrong one does not", () => {
    const right = start();
    right.send({ type: "answer", choice: 2 });
    expect(right.getSnapshot().matches({ playing: "answered" })).toBe(true);
    expect(right.getSnapshot().context).toMatchObject({ answers: [2], correct: 1 });
    const wrong = start();
    wrong.send({ type: "answer", choice: 3 });
    expect(wrong.getSnapshot().matches({ playing: "answered" })).toBe(true);
    expect(wrong.getSnapshot().context).toMatchObject({ answers: [3], correct: 0 });
  });

  it("answer: a choice the question does not offer is ignored", () => {
    const actor = start();
    actor.send({ type: "answer", choice: 4 });
    actor.send({ type: "answer", choice: -1 });
    expect(actor.getSnapshot().matches({ playing: "asking" })).toBe(true);
    expect(actor.getSnapshot().context.answers).toEqual([]);
  });

  it("answer: only once per question (a second answer changes nothing)", () => {
    const actor = start();
    actor.send({ type: "answer", choice: 1 });
    actor.send({ type: "answer", choice: 2 });
    expect(actor.getSnapshot().context).toMatchObject({ answers: [1], correct: 0 });
  });

  it("reveal: shows the answer and scores nothing; no answer after it", () => {
    const actor = start();
    actor.send({ type: "reveal" });
    expect(actor.getSnapshot().matches({ playing: "revealed" })).toBe(true);
    actor.send({ type: "answer", choice: 2 });
    expect(actor.getSnapshot().context).toMatchObject({ answers: [null], correct: 0 });
  });

  it("next: only after an answer or a reveal, then the following question", () => {
    const actor = start();
    actor.send({ type: "next" });
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: "answer", choice: 2 });
    actor.send({ type: "next" });
    expect(actor.getSnapshot().matches({ playing: "asking" })).toBe(true);
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: "reveal" });
    actor.send({ type: "next" });
    expect(actor.getSnapshot().context.index).toBe(2);
  });

  it("next after the last question completes with the count of correct answers", () => {
    const actor = start();
    actor.send({ type: "answer", choice: 2 }); // right
    actor.send({ type: "next" });
    actor.send({ type: "reveal" }); // nothing
    actor.send({ type: "next" });
    actor.send({ type: "answer", choice: 1 }); // right
    actor.send({ type: "next" });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe("completed");
    expect(snapshot.context.outcome).toEqual({ quizId: 7, correct: 2, total: 3, answers: [2, null, 1] });
    actor.send({ type: "answer", choice: 0 });
    actor.send({ type: "next" });
    expect(actor.getSnapshot().context.outcome?.correct).toBe(2);
  });

  it("restart: from the middle, back to the first question with nothing counted", () => {
    const actor = start();
    actor.send({ type: "answer", choice: 2 });
    actor.send({ type: "next" });
    actor.send({ type: "restart" });
    expect(actor.getSnapshot().matches({ playing: "asking" })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ index: 0, answers: [], correct: 0, outcome: null });
  });

  it("restart: after completion, the same quiz again", () => {
    const actor = start({ quiz: other });
    actor.send({ type: "answer", choice: 0 });
    actor.send({ type: "next" });
    expect(actor.getSnapshot().context.outcome).toMatchObject({ correct: 1, total: 1 });
    actor.send({ type: "restart" });
    expect(actor.getSnapshot().matches({ playing: "asking" })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ quiz: { id: 8 }, answers: [], outcome: null });
  });

  it("pick: another quiz, mid-way or after completion, starts it afresh", () => {
    const actor = start();
    actor.send({ type: "answer", choice: 2 });
    actor.send({ type: "pick", quiz: other });
    expect(actor.getSnapshot().matches({ playing: "asking" })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ quiz: { id: 8 }, index: 0, answers: [], correct: 0 });
    actor.send({ type: "answer", choice: 1 });
    actor.send({ type: "next" });
    expect(actor.getSnapshot().context.outcome).toMatchObject({ quizId: 8, correct: 0, total: 1 });
    actor.send({ type: "pick", quiz });
    expect(actor.getSnapshot().context).toMatchObject({ quiz: { id: 7 }, outcome: null });
  });
});
