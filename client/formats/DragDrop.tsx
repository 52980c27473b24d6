// Drag-and-drop cloze and rationale as "tap a token, then tap a blank": the
// held token is aria-pressed, a filled blank tapped with nothing held returns
// its token to the bank. Complete when every blank holds a token.
import { useState, type DragEvent } from "react";
import { DropTarget, TOKEN_TYPE } from "./DropTarget";
import { FeedbackList, type FeedbackSection } from "./FeedbackList";
import { FormatFrame } from "./FormatFrame";
import { GradedBlank } from "./GradedBlank";
import { asRecord } from "./marks";
import { PairPoints } from "./PairPoints";
import { Passage } from "./Passage";
import { blankNumbers } from "./passage-parts";
import type { FormatViewProps } from "./types";
import type { DragDropDisplay } from "../../lib/formats/displays";

type Placement = Record<string, string>;

const HINT = "Tap a token, then tap a blank to place it. Tap a filled blank to return its token.";

export default function DragDrop({
  question,
  response,
  onChange,
  result,
  disabled,
}: FormatViewProps<Placement, "dnd_cloze" | "dnd_rationale">) {
  const item = question.item;
  const [held, setHeld] = useState<string>();
  const [said, setSaid] = useState(HINT);
  const placed = result ? asRecord<string>(result.response) : (response ?? {});
  const keyed = result ? asRecord<string>(result.correctResponse) : {};
  const numbers = blankNumbers(item.passage);
  const textOf = (tokenId: string | undefined) => item.tokens.find((t) => t.id === tokenId)?.text;
  const used = new Set(Object.values(placed));

  const commit = (next: Placement, message: string) => {
    setHeld(undefined);
    setSaid(message);
    onChange(
      next,
      item.blanks.every((b) => next[b]),
    );
  };
  const withoutToken = (tokenId: string) => Object.fromEntries(Object.entries(placed).filter(([, t]) => t !== tokenId));

  const place = (blankId: string, tokenId: string) => {
    if (!textOf(tokenId)) return;
    const replaced =
      placed[blankId] && placed[blankId] !== tokenId ? ` "${textOf(placed[blankId])}" went back to the bank.` : "";
    commit(
      { ...withoutToken(tokenId), [blankId]: tokenId },
      `"${textOf(tokenId)}" placed in blank ${numbers[blankId]}.${replaced}`,
    );
  };
  const tapBlank = (blankId: string) => {
    if (held) return place(blankId, held);
    const current = placed[blankId];
    if (current) commit(withoutToken(current), `"${textOf(current)}" went back to the bank.`);
    else setSaid("Tap a token first, then tap this blank.");
  };
  const tapToken = (tokenId: string) => {
    const holding = held !== tokenId;
    setHeld(holding ? tokenId : undefined);
    setSaid(holding ? `Holding "${textOf(tokenId)}". Tap a blank to place it.` : HINT);
  };
  const dragStart = (tokenId: string | undefined) => (e: DragEvent) =>
    tokenId && e.dataTransfer.setData(TOKEN_TYPE, tokenId);
  const dropInBank = (e: DragEvent) => {
    e.preventDefault();
    const tokenId = e.dataTransfer.getData(TOKEN_TYPE);
    if (used.has(tokenId)) commit(withoutToken(tokenId), `"${textOf(tokenId)}" went back to the bank.`);
  };

  if (result) return <GradedDragDrop item={item} placed={placed} keyed={keyed} numbers={numbers} result={result} />;

  return (
    <FormatFrame instruction="Fill each blank with a token from the list." disabled={disabled}>
      <div
        className="ngn-bank"
        role="group"
        aria-label="Tokens"
        onDragOver={(e) => e.preventDefault()}
        onDrop={dropInBank}
      >
        {item.tokens
          .filter((t) => !used.has(t.id))
          .map((t) => (
            <button
              key={t.id}
              type="button"
              className="ngn-token"
              aria-pressed={held === t.id}
              draggable
              onDragStart={dragStart(t.id)}
              onClick={() => tapToken(t.id)}
            >
              {t.text}
            </button>
          ))}
      </div>
      <Passage
        passage={item.passage}
        renderBlank={(id, n) => (
          <DropTarget
            number={n}
            filled={textOf(placed[id])}
            holding={!!held}
            onTap={() => tapBlank(id)}
            onDropToken={(t) => place(id, t)}
            onDragOut={dragStart(placed[id])}
          />
        )}
      />
      <p className="ngn-status" role="status">
        {said}
      </p>
    </FormatFrame>
  );
}

type GradedProps = Pick<Required<FormatViewProps>, "result"> & {
  item: DragDropDisplay;
  placed: Placement;
  keyed: Placement;
  numbers: Record<string, number>;
};

function GradedDragDrop({ item, placed, keyed, numbers, result }: GradedProps) {
  const token = (id: string) => item.tokens.find((t) => t.id === id)!;
  const byNumber = [...item.blanks].sort((a, b) => numbers[a] - numbers[b]);
  const sections: FeedbackSection[] = byNumber.map((b) => ({
    title: `Blank ${numbers[b]}`,
    entries:
      placed[b] === keyed[b]
        ? [{ ...token(keyed[b]), mark: "correct" }]
        : [
            { ...token(placed[b]), mark: "incorrect" },
            { ...token(keyed[b]), mark: "missed" },
          ],
  }));
  const listed = new Set(sections.flatMap((s) => s.entries.map((e) => e.id)));
  sections.push({ title: "Other tokens", entries: item.tokens.filter((t) => !listed.has(t.id)) });

  return (
    <FormatFrame instruction="Fill each blank with a token from the list." result={result}>
      <Passage
        passage={item.passage}
        renderBlank={(id) => <GradedBlank text={token(placed[id])?.text} correct={placed[id] === keyed[id]} />}
      />
      <PairPoints result={result} blankNumber={numbers} />
      <FeedbackList sections={sections} rationales={result.rationales} />
    </FormatFrame>
  );
}
