import { isCorrectAnswer, isQuizChoice, quizScore, type QuizAnswer, type QuizQuestionKey } from "@rihla/domain";
import { assign, setup } from "xstate";

/** What the machine needs of a quiz: its id and, per question, the choice count and the right one. */
export interface QuizMachineQuiz {
  id: number;
  questions: readonly QuizQuestionKey[];
}

/** The count of correct answers out of the questions: the completed state's output. */
export interface QuizOutcome {
  quizId: number;
  correct: number;
  total: number;
  answers: QuizAnswer[];
}

export interface QuizContext {
  quiz: QuizMachineQuiz | null;
  /** The question on screen (0-based). */
  index: number;
  /** One entry per question asked so far: the chosen index, or `null` when revealed. */
  answers: QuizAnswer[];
  /** Correct answers so far (the domain's rule). */
  correct: number;
  /** Set when the quiz is completed. */
  outcome: QuizOutcome | null;
}

export type QuizEvent =
  | { type: "pick"; quiz: QuizMachineQuiz }
  | { type: "answer"; choice: number }
  | { type: "reveal" }
  | { type: "next" }
  | { type: "restart" };

export interface QuizInput {
  /** A quiz already chosen (the page of one quiz); without it the machine waits for `pick`. */
  quiz?: QuizMachineQuiz;
}

const fresh = (quiz: QuizMachineQuiz | null): QuizContext => ({
  quiz,
  index: 0,
  answers: [],
  correct: 0,
  outcome: null,
});

const current = (context: QuizContext) => context.quiz?.questions[context.index];

/**
 * Spec §4 quiz: pick a quiz, answer or reveal the answer, next question, then completed with a
 * count of correct answers. `playing.finished` is a final state whose output is that count (the
 * done event carries it to `completed`, which can restart or pick another quiz). Answers are
 * scored with the domain's rule, the same one the API applies to the stored result.
 */
export const quizMachine = setup({
  types: {
    context: {} as QuizContext,
    events: {} as QuizEvent,
    input: {} as QuizInput,
  },
  guards: {
    hasQuiz: ({ context }) => (context.quiz?.questions.length ?? 0) > 0,
    isPlayable: ({ event }) => event.type === "pick" && event.quiz.questions.length > 0,
    isChoice: ({ context, event }) => {
      const question = current(context);
      return event.type === "answer" && question !== undefined && isQuizChoice(question, event.choice);
    },
    hasNextQuestion: ({ context }) => context.index + 1 < (context.quiz?.questions.length ?? 0),
  },
  actions: {
    start: assign(({ event }) => fresh(event.type === "pick" ? event.quiz : null)),
    restart: assign(({ context }) => fresh(context.quiz)),
    recordAnswer: assign(({ context, event }) => {
      const choice = event.type === "answer" ? event.choice : null;
      const question = current(context)!;
      return {
        answers: [...context.answers, choice],
        correct: context.correct + (isCorrectAnswer(question, choice) ? 1 : 0),
      };
    }),
    recordReveal: assign(({ context }) => ({ answers: [...context.answers, null] })),
    advance: assign(({ context }) => ({ index: context.index + 1 })),
  },
}).createMachine({
  id: "quiz",
  context: ({ input }) => fresh(input.quiz ?? null),
  initial: "start",
  on: {
    pick: { guard: "isPlayable", target: ".playing", actions: "start", reenter: true },
  },
  states: {
    start: {
      always: [{ guard: "hasQuiz", target: "playing" }, { target: "idle" }],
    },
    idle: {},
    playing: {
      initial: "asking",
      on: {
        restart: { target: "playing", actions: "restart", reenter: true },
      },
      states: {
        asking: {
          on: {
            answer: { guard: "isChoice", target: "answered", actions: "recordAnswer" },
            reveal: { target: "revealed", actions: "recordReveal" },
          },
        },
        answered: {
          on: {
            next: [{ guard: "hasNextQuestion", target: "asking", actions: "advance" }, { target: "finished" }],
          },
        },
        revealed: {
          on: {
            next: [{ guard: "hasNextQuestion", target: "asking", actions: "advance" }, { target: "finished" }],
          },
        },
        finished: {
          type: "final",
          output: ({ context }): QuizOutcome => ({
            quizId: context.quiz!.id,
            // Counted again from the answers with the domain's rule: it must equal the running count.
            correct: quizScore(context.quiz!.questions, context.answers),
            total: context.quiz!.questions.length,
            answers: context.answers,
          }),
        },
      },
      onDone: {
        target: "completed",
        actions: assign(({ event }) => ({ outcome: event.output as QuizOutcome })),
      },
    },
    completed: {
      on: {
        restart: { target: "playing", actions: "restart" },
      },
    },
  },
});
