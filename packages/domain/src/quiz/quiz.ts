import { z } from "../schemas/zod.ts";

/**
 * Spec §4 quiz: a visitor picks a quiz, answers each question (or has the answer revealed, which
 * scores nothing), goes on to the next, and ends with the count of correct answers. The rule is
 * here once: the quiz machine scores as it goes, and the API scores a submitted result again
 * from the answers, so a client cannot claim a score its answers do not earn.
 */

/** What scoring needs of a question: how many choices it has and which one is right. */
export interface QuizQuestionKey {
  correctChoice: number;
  choiceCount: number;
}

/** An answer is a choice's index; `null` means the question was revealed (or skipped). */
export type QuizAnswer = number | null;

/** A choice the question offers (an index 0…choiceCount-1). */
export function isQuizChoice(question: QuizQuestionKey, choice: number): boolean {
  return Number.isInteger(choice) && choice >= 0 && choice < question.choiceCount;
}

/** Only the right choice scores; a revealed question never does. */
export function isCorrectAnswer(question: QuizQuestionKey, answer: QuizAnswer): boolean {
  return answer !== null && answer === question.correctChoice;
}

/** The number of correct answers, position by position; missing answers count as not correct. */
export function quizScore(questions: readonly QuizQuestionKey[], answers: readonly QuizAnswer[]): number {
  return questions.reduce((count, question, i) => count + (isCorrectAnswer(question, answers[i] ?? null) ? 1 : 0), 0);
}

/** The better of a stored best score and a new one: a worse run never lowers the best. */
export function bestQuizScore(stored: number | null | undefined, score: number): number {
  return stored === null || stored === undefined ? score : Math.max(stored, score);
}

/** A finished quiz as the site sends it to the API: the quiz and one answer per question. */
export const quizResultSchema = z.object({
  quizId: z.coerce.number({ error: "REQUIRED" }).int({ error: "INVALID_VALUE" }).positive({ error: "INVALID_VALUE" }),
  answers: z
    .array(
      z
        .number({ error: "INVALID_VALUE" })
        .int({ error: "INVALID_VALUE" })
        .min(0, { error: "INVALID_VALUE" })
        .nullable(),
      {
        error: "INVALID_VALUE",
      },
    )
    .min(1, { error: "REQUIRED" })
    .max(200, { error: "INVALID_VALUE" }),
});
export type QuizResultInput = z.infer<typeof quizResultSchema>;
