import type { Locale } from "@rihla/domain";

/**
 * Texts of the members' learning area (/user/lms, /user/lms/{link}, /user/entry/{id}) and the
 * quiz (/user/quiz/quiz-{id}). Plain JSON strings with `{name}` placeholders; a page's loader
 * returns its one locale.
 */
const tr = {
  lmsTitle: "Eğitimlerim",
  lmsIntro: "Umre rehberleri kısa derslere bölündü; kaldığınız yerden devam edin.",
  coursesHeading: "Kurslar",
  courseProgress: "{done} / {total} ders tamamlandı",
  courseMinutes: "{minutes} dk",
  quizzesHeading: "Bilgi yarışmaları",
  quizQuestions: "{count} soru",
  quizBest: "En iyi skorunuz: {best} / {total}",
  quizNoAttempt: "Henüz çözmediniz",
  quizStart: "Yarışmayı çöz",
  lessonsHeading: "Dersler",
  lessonDone: "Tamamlandı",
  lessonOpen: "Derse git",
  backToLms: "Eğitimlerime dön",
  backToCourse: "{course} kursuna dön",
  lessonOf: "Ders {position} / {total}",
  markDone: "Tamamlandı olarak işaretle",
  markedDone: "Bu dersi tamamladınız.",
  markFailed: "Bir hata oluştu; lütfen tekrar deneyin.",
  previousLesson: "Önceki ders",
  nextLesson: "Sonraki ders",
  questionOf: "Soru {position} / {total}",
  answer: "Cevapla",
  reveal: "Cevabı göster",
  pickFirst: "Lütfen bir seçenek işaretleyin.",
  correct: "Doğru!",
  wrong: "Yanlış. Doğru cevap: {answer}.",
  revealed: "Doğru cevap: {answer}.",
  next: "Sonraki soru",
  finish: "Sonucu gör",
  restart: "Baştan başla",
  resultTitle: "Sonuç",
  score: "{total} sorudan {correct} doğru cevap verdiniz.",
  saved: "Sonucunuz kaydedildi. En iyi skorunuz: {best} / {total}.",
  saving: "Sonucunuz kaydediliyor…",
  saveFailed: "Sonucunuz kaydedilemedi.",
  playAgain: "Tekrar çöz",
};

const en: typeof tr = {
  lmsTitle: "My learning",
  lmsIntro: "The Umrah guides in short lessons; carry on where you left off.",
  coursesHeading: "Courses",
  courseProgress: "{done} of {total} lessons done",
  courseMinutes: "{minutes} min",
  quizzesHeading: "Quizzes",
  quizQuestions: "{count} questions",
  quizBest: "Your best score: {best} / {total}",
  quizNoAttempt: "Not taken yet",
  quizStart: "Take the quiz",
  lessonsHeading: "Lessons",
  lessonDone: "Done",
  lessonOpen: "Open lesson",
  backToLms: "Back to my learning",
  backToCourse: "Back to {course}",
  lessonOf: "Lesson {position} of {total}",
  markDone: "Mark as done",
  markedDone: "You have completed this lesson.",
  markFailed: "An error occurred; please try again.",
  previousLesson: "Previous lesson",
  nextLesson: "Next lesson",
  questionOf: "Question {position} of {total}",
  answer: "Answer",
  reveal: "Show the answer",
  pickFirst: "Please choose an option.",
  correct: "Correct!",
  wrong: "Wrong. The right answer: {answer}.",
  revealed: "The right answer: {answer}.",
  next: "Next question",
  finish: "See my score",
  restart: "Start again",
  resultTitle: "Result",
  score: "You answered {correct} of {total} questions correctly.",
  saved: "Your result is saved. Your best score: {best} / {total}.",
  saving: "Saving your result…",
  saveFailed: "Your result could not be saved.",
  playAgain: "Take it again",
};

export type LearningTexts = typeof tr;

export function learningTexts(locale: Locale): LearningTexts {
  return locale === "en" ? en : tr;
}
