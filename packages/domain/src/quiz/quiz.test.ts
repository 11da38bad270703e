import { describe, expect, it } from "vitest";
import { bestQuizScore, isCorrectAnswer, isQuizChoice, quizResultSchema, quizScore } from "./quiz.ts";

const questions = [
  { correctChoice: 1, choiceCount: 4 },
  { correctChoice: 0, choiceCount: 3 },
  { correctChoice: 3, choiceCount: 4 },
];

describe("quiz scoring (spec §4)", () => {
  it("counts only the right choices, position by position", () => {
    expect(quizScore(questions, [1, 0, 3])).toBe(3);
    expect(quizScore(questions, [1, 1, 3])).toBe(2);
    expect(quizScore(questions, [0, 1, 2])).toBe(0);
  });

  it("never scores a revealed or missing answer", () => {
    expect(isCorrectAnswer(questions[1]!, null)).toBe(false);
    expect(quizScore(questions, [null, 0])).toBe(1);
    expect(quizScore(questions, [])).toBe(0);
  });

  it("knows which choices a question offers", () => {
    expect(isQuizChoice(questions[1]!, 0)).toBe(true);
    expect(isQuizChoice(questions[1]!, 2)).toBe(true);
    expect(isQuizChoice(questions[1]!, 3)).toBe(false);
    expect(isQuizChoice(questions[1]!, -1)).toBe(false);
    expect(isQuizChoice(questions[1]!, 1.5)).toBe(false);
  });

  it("keeps the best score: a worse run never lowers it", () => {
    expect(bestQuizScore(null, 4)).toBe(4);
    expect(bestQuizScore(undefined, 4)).toBe(4);
    expect(bestQuizScore(7, 4)).toBe(7);
    expect(bestQuizScore(7, 9)).toBe(9);
  });

  it("accepts a result of answers and refuses bad ones with field codes", () => {
    expect(quizResultSchema.safeParse({ quizId: 1, answers: [0, null, 2] }).success).toBe(true);
    expect(quizResultSchema.safeParse({ quizId: 1, answers: [] }).success).toBe(false);
    expect(quizResultSchema.safeParse({ quizId: 0, answers: [1] }).success).toBe(false);
    expect(quizResultSchema.safeParse({ quizId: 1, answers: [-1] }).success).toBe(false);
  });
});
