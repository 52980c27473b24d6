// Drop-down cloze, drop-down table and drop-down rationale: every blank a
// native select; complete when every blank has a choice. After grading each
// blank lists all of its choices with their marks and rationales.
import { useId } from "react";
import { DropdownBlank, type DropdownBlankData } from "./DropdownBlank";
import { FeedbackList, type FeedbackSection } from "./FeedbackList";
import { FormatFrame } from "./FormatFrame";
import { asRecord, markOf } from "./marks";
import { PairPoints } from "./PairPoints";
import { Passage } from "./Passage";
import { blankNumbers } from "./passage-parts";
import { StackedTable } from "./StackedTable";
import type { FormatViewProps } from "./types";

type Choices = Record<string, string>;

const INSTRUCTIONS: Record<string, string> = {
  dropdown_cloze: "Choose an option from each drop-down list.",
  dropdown_table: "Choose an option from each drop-down list in the table.",
  dropdown_rationale: "Complete the sentence: choose an option from each drop-down list.",
};

export default function Dropdowns({
  question,
  response,
  onChange,
  result,
  disabled,
}: FormatViewProps<Choices, "dropdown_cloze" | "dropdown_table" | "dropdown_rationale">) {
  const uid = useId();
  const table = question.type === "dropdown_table" ? question.item : undefined;
  const cloze = question.type === "dropdown_table" ? undefined : question.item;
  const chosen = result ? asRecord<string>(result.response) : (response ?? {});
  const keyed = result ? asRecord<string>(result.correctResponse) : {};
  const numbers = cloze ? blankNumbers(cloze.passage) : {};

  // Each blank with the name it goes by, in reading order.
  const blanks: { blank: DropdownBlankData; title: string }[] = table
    ? table.rows.flatMap((r) => r.blanks.map((b, j) => ({ blank: b, title: `${r.text}: ${table.headers[j + 1]}` })))
    : cloze!.blanks
        .map((b) => ({ blank: b, title: `Blank ${numbers[b.id]}` }))
        .sort((a, b) => numbers[a.blank.id] - numbers[b.blank.id]);

  const choose = (blankId: string, choiceId: string) => {
    const next = { ...chosen, [blankId]: choiceId };
    if (!choiceId) delete next[blankId];
    onChange(
      next,
      blanks.every(({ blank }) => next[blank.id]),
    );
  };
  const blankProps = (b: DropdownBlankData) => ({
    blank: b,
    value: chosen[b.id],
    onChoose: (c: string) => choose(b.id, c),
    keyed: keyed[b.id],
    graded: !!result,
  });

  const feedback: FeedbackSection[] = blanks.map(({ blank, title }) => ({
    title,
    entries: blank.choices.map((c) => ({
      id: c.id,
      text: c.text,
      mark: markOf(chosen[blank.id] === c.id, keyed[blank.id] === c.id),
    })),
  }));

  return (
    <FormatFrame instruction={INSTRUCTIONS[question.type]} result={result} disabled={disabled}>
      {cloze && (
        <Passage
          passage={cloze.passage}
          renderBlank={(id, n) => (
            <DropdownBlank label={`Blank ${n}`} {...blankProps(cloze.blanks.find((b) => b.id === id)!)} />
          )}
        />
      )}
      {table && (
        <StackedTable
          label="Table of drop-down lists"
          headers={table.headers}
          idPrefix={uid}
          rows={table.rows.map((r) => ({
            key: r.id,
            id: `${uid}-${r.id}`,
            cells: [
              r.text,
              ...r.blanks.map((b, j) => (
                <DropdownBlank labelledBy={`${uid}-${r.id} ${uid}-h${j + 1}`} {...blankProps(b)} />
              )),
            ],
          }))}
        />
      )}
      {result && <PairPoints result={result} blankNumber={numbers} />}
      {result && <FeedbackList sections={feedback} rationales={result.rationales} />}
    </FormatFrame>
  );
}
