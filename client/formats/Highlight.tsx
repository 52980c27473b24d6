// Highlight text (phrases in a note) and highlight table (phrases in table
// cells): each predefined phrase is a toggle button in place; at least one
// must be highlighted. After grading, each phrase keeps its place with its
// mark inside its own box, and every phrase is listed with its mark and
// rationale below the text.
import { FeedbackList } from "./FeedbackList";
import { FormatFrame } from "./FormatFrame";
import { InlineRun } from "./InlineRun";
import { asList, markOf } from "./marks";
import { Phrase } from "./Phrase";
import { toggled } from "./picks";
import { StackedTable } from "./StackedTable";
import type { Segment } from "../../lib/formats/highlight";
import type { FormatViewProps } from "./types";

type PhraseSegment = Exclude<Segment, string>;

const phrasesIn = (segments: Segment[]) => segments.filter((s): s is PhraseSegment => typeof s !== "string");

export default function Highlight({
  question,
  response,
  onChange,
  result,
  disabled,
}: FormatViewProps<string[], "highlight_text" | "highlight_table">) {
  const table = question.type === "highlight_table" ? question.item : undefined;
  const passage = question.type === "highlight_text" ? question.item.passage : undefined;
  const phrases = table ? table.rows.flat().flatMap(phrasesIn) : phrasesIn(passage!);
  const picked = result ? asList(result.response) : (response ?? []);
  const keyed = result ? asList(result.correctResponse) : [];

  const toggle = (id: string) => {
    const next = toggled(
      phrases.map((p) => p.id),
      picked,
      id,
    );
    onChange(next, next.length > 0);
  };
  const render = (segments: Segment[]) => (
    <InlineRun<PhraseSegment>
      parts={segments}
      keyOf={(s) => s.id}
      render={(s) => (
        <Phrase
          text={s.text}
          picked={picked.includes(s.id)}
          onToggle={() => toggle(s.id)}
          graded={!!result}
          mark={markOf(picked.includes(s.id), keyed.includes(s.id))}
        />
      )}
    />
  );

  return (
    <FormatFrame
      instruction="Tap each phrase you want to highlight; tap it again to clear it."
      result={result}
      disabled={disabled}
    >
      {passage && <p className="ngn-passage ngn-highlight-text">{render(passage)}</p>}
      {table && (
        <StackedTable
          label="Table with phrases to highlight"
          headers={table.headers}
          rows={table.rows.map((cells, i) => ({ key: String(i), cells: cells.map(render) }))}
        />
      )}
      {!result && (
        <p className="ngn-status" role="status">
          {picked.length} highlighted
        </p>
      )}
      {result && (
        <FeedbackList
          sections={[
            {
              title: "Phrases",
              entries: phrases.map((p) => ({
                id: p.id,
                text: p.text,
                mark: markOf(picked.includes(p.id), keyed.includes(p.id)),
              })),
            },
          ]}
          rationales={result.rationales}
        />
      )}
    </FormatFrame>
  );
}
