import type { Meta, StoryObj } from "@storybook/react-vite";
import { quizMachine, type QuizMachineQuiz } from "@rihla/machines";
import { useMachine } from "@xstate/react";
import { useLayoutEffect, useState } from "react";
import { createActor } from "xstate";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button, RadioGroup, Spinner } from "../../packages/ui/src/index";
import { fakePromise, type FakeOutcome } from "./fakeActors";

interface DemoQuestion {
  prompt: string;
  choices: string[];
  correctChoice: number;
  explanation: string;
}

// A short demo quiz; the right choices are 1, 0 and 2.
const questions: DemoQuestion[] = [
  {
    prompt: "Umrede ihrama nerede girilir?",
    choices: ["Mescid-i Haram'da", "Mîkat sınırında", "Arafat'ta"],
    correctChoice: 1,
    explanation: "İhrama mîkat sınırını geçmeden girilir.",
  },
  {
    prompt: "Tavaf kaç şavttır?",
    choices: ["Yedi", "Beş", "Üç"],
    correctChoice: 0,
    explanation: "Kâbe'nin etrafında yedi şavt dönülür.",
  },
  {
    prompt: "Sa'y hangi iki tepe arasında yapılır?",
    choices: ["Uhud ile Sevr", "Arafat ile Müzdelife", "Safa ile Merve"],
    correctChoice: 2,
    explanation: "Sa'y, Safa ile Merve arasında yedi kez gidip gelmektir.",
  },
];
const demoQuiz: QuizMachineQuiz = {
  id: 1,
  questions: questions.map((q) => ({ correctChoice: q.correctChoice, choiceCount: q.choices.length })),
};

// The fake server: the quiz arrives after a delay, or the request fails (set in the demo UI).
const live = { outcome: "resolve" as FakeOutcome, delayMs: 300 };
const loadQuiz = fakePromise<QuizMachineQuiz, { id: number }>(
  () => live,
  () => demoQuiz,
);

function QuizDemo() {
  const [outcome, setOutcome] = useState<FakeOutcome>("resolve");
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState(false);
  useLayoutEffect(() => {
    live.outcome = outcome;
  });
  const [snapshot, send] = useMachine(quizMachine, { input: {} });
  const { index, correct, outcome: result, answers } = snapshot.context;
  const question = questions[index];

  const pick = () => {
    setLoading(true);
    setLoadError(false);
    const actor = createActor(loadQuiz, { input: { id: 1 } });
    actor.subscribe({
      complete: () => {
        setLoading(false);
        const quiz = actor.getSnapshot().output;
        if (quiz) send({ type: "pick", quiz });
      },
      error: () => {
        setLoading(false);
        setLoadError(true);
      },
    });
    actor.start();
  };

  const answered = snapshot.matches({ playing: "answered" }) || snapshot.matches({ playing: "revealed" });
  return (
    <div style={{ display: "grid", gap: "1rem", maxWidth: 520 }}>
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
      <p>
        Durum: <strong data-testid="state">{JSON.stringify(snapshot.value)}</strong> · Doğru:{" "}
        <strong data-testid="correct">{correct}</strong>
      </p>
      {snapshot.matches("idle") || snapshot.matches("completed") ? (
        <Button onClick={pick} disabled={loading}>
          Sınavı seç
        </Button>
      ) : null}
      {loading ? <Spinner label="Sınav yükleniyor" showLabel /> : null}
      {loadError ? <p role="alert">Sınav yüklenemedi.</p> : null}
      {snapshot.matches("playing") && question ? (
        <section aria-label={`Soru ${index + 1} / ${questions.length}`} style={{ display: "grid", gap: "0.5rem" }}>
          <h3>{question.prompt}</h3>
          {question.choices.map((choice, i) => (
            <Button
              key={choice}
              tone="outline"
              disabled={answered}
              aria-pressed={answers[index] === i}
              onClick={() => send({ type: "answer", choice: i })}
            >
              {choice}
            </Button>
          ))}
          {answered ? (
            <p role="status">
              {answers[index] === question.correctChoice
                ? "Doğru! "
                : `Doğru cevap: ${question.choices[question.correctChoice]}. `}
              {question.explanation}
            </p>
          ) : (
            <Button tone="ghost" onClick={() => send({ type: "reveal" })}>
              Cevabı göster
            </Button>
          )}
          <div style={{ display: "flex", gap: "0.5rem" }}>
            <Button disabled={!answered} onClick={() => send({ type: "next" })}>
              {index + 1 < questions.length ? "Sonraki soru" : "Bitir"}
            </Button>
            <Button tone="ghost" onClick={() => send({ type: "restart" })}>
              Baştan başla
            </Button>
          </div>
        </section>
      ) : null}
      {result ? (
        <section aria-label="Sonuç">
          <p data-testid="result">
            {result.total} sorudan {result.correct} doğru
          </p>
          <Button onClick={() => send({ type: "restart" })}>Tekrar çöz</Button>
        </section>
      ) : null}
    </div>
  );
}

const meta = {
  title: "Machines/Quiz",
  component: QuizDemo,
  parameters: { snapshot: false },
} satisfies Meta<typeof QuizDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const state = (canvasElement: HTMLElement) => within(canvasElement).getByTestId("state");

/** Pick (through the fake loader), one right answer, one reveal, one wrong answer: 1 of 3. */
export const PlayToTheEnd: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(state(canvasElement)).toHaveTextContent('"idle"');
    await userEvent.click(canvas.getByRole("button", { name: "Sınavı seç" }));
    await waitFor(() => expect(state(canvasElement)).toHaveTextContent('{"playing":"asking"}'));
    await userEvent.click(canvas.getByRole("button", { name: "Mîkat sınırında" }));
    await expect(state(canvasElement)).toHaveTextContent('{"playing":"answered"}');
    await expect(canvas.getByRole("status")).toHaveTextContent("Doğru!");
    await userEvent.click(canvas.getByRole("button", { name: "Sonraki soru" }));
    await userEvent.click(canvas.getByRole("button", { name: "Cevabı göster" }));
    await expect(state(canvasElement)).toHaveTextContent('{"playing":"revealed"}');
    await expect(canvas.getByRole("status")).toHaveTextContent("Doğru cevap: Yedi.");
    await userEvent.click(canvas.getByRole("button", { name: "Sonraki soru" }));
    await userEvent.click(canvas.getByRole("button", { name: "Arafat ile Müzdelife" }));
    await userEvent.click(canvas.getByRole("button", { name: "Bitir" }));
    await expect(state(canvasElement)).toHaveTextContent('"completed"');
    await expect(canvas.getByTestId("result")).toHaveTextContent("3 sorudan 1 doğru");
    await userEvent.click(canvas.getByRole("button", { name: "Tekrar çöz" }));
    await expect(state(canvasElement)).toHaveTextContent('{"playing":"asking"}');
    await expect(canvas.getByTestId("correct")).toHaveTextContent("0");
  },
};

/** The fake loader fails: the machine stays idle; a second try succeeds. */
export const LoadFails: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("radio", { name: "Hata" }));
    await userEvent.click(canvas.getByRole("button", { name: "Sınavı seç" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Sınav yüklenemedi.");
    await expect(state(canvasElement)).toHaveTextContent('"idle"');
    await userEvent.click(canvas.getByRole("radio", { name: "Başarılı" }));
    await userEvent.click(canvas.getByRole("button", { name: "Sınavı seç" }));
    await waitFor(() => expect(state(canvasElement)).toHaveTextContent('{"playing":"asking"}'));
  },
};
