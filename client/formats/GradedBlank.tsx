// A graded blank (drop-down or drop target): the chosen text and its mark.
import { MarkTag } from "./ElementMark";

export function GradedBlank({ text, correct }: { text: string | undefined; correct: boolean }) {
  const mark = correct ? "correct" : "incorrect";
  return (
    <span className={`ngn-filled ngn-is-${mark}`}>
      {text ?? "No answer"} <MarkTag mark={mark} />
    </span>
  );
}
