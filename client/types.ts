// Shapes the islands receive from the API (see worker/db/questions.ts).
export interface Option {
  label: string;
  text: string;
  rationale: string;
}

export interface Question {
  id: number;
  categoryId: number;
  category: string;
  difficulty: number;
  content: string;
  options: Option[];
  correctAnswer: string;
  explanation: string;
}

export interface Graded {
  selected: string;
  isCorrect: boolean;
}
