// A visitor's answer (guest practice on the login screen): nothing is stored,
// multiple choice is graded by the draw's key, and the server's 401 becomes
// the 'Practice Mode' toast, once per tab.
import { api } from "../api";
import { toast } from "../toast";
import type { Graded, Question } from "../types";

const PRACTICE_MODE_SHOWN = "nclex:practice-mode-toast";

function practiceModeToastOnce() {
  try {
    if (sessionStorage.getItem(PRACTICE_MODE_SHOWN)) return;
    sessionStorage.setItem(PRACTICE_MODE_SHOWN, "1");
  } catch {
    /* no storage: show it anyway */
  }
  toast({ title: "Practice Mode", description: "Login to save progress and view detailed analytics." });
}

export async function visitorAnswer(question: Question, selected: string, timeSpent: number): Promise<Graded> {
  await api("POST", "/api/answers", {
    questionId: question.id,
    selectedAnswer: selected,
    timeSpent,
    sessionId: null,
  }).catch(() => practiceModeToastOnce());
  const right = selected === question.correctAnswer;
  return { selected, isCorrect: right, points: right ? 1 : 0, maxPoints: 1 };
}
