// The format views on one page for visual and accessibility checks (bundled
// by scripts/format-gallery.ts, never by the app build): every fixture of
// test/fixtures/format-items.ts, empty, answered and graded over a partly
// wrong response. `?format=sata` shows one format. Each view stays live, and
// the line under it flags a view that calls complete a response the API rejects.
import { lazy, StrictMode, Suspense, useState, type ComponentType } from "react";
import { createRoot } from "react-dom/client";
import { fixtureItem } from "../../test/fixtures/format-items";
import {
  bodyOf,
  FORMAT_LABELS,
  FORMATS,
  grade,
  maxPointsOf,
  parseResponse,
  type FormatName,
} from "../../lib/formats/registry";
import { gradedReply } from "../../lib/formats/submission";
import { FORMAT_VIEWS } from "./index";
import { dispatchable, type FormatViewProps, type GradedResult, type NgnQuestion } from "./types";

type ViewFormat = keyof typeof FORMAT_VIEWS;

/** A response of each format that earns some points but not all. */
export const PARTLY_WRONG: Record<ViewFormat, unknown> = {
  sata: ["A", "B"],
  select_n: ["A", "B"],
  mr_grouping: { g1: ["g1a", "g1b"], g2: ["g2b"] },
  matrix_mc: { r1: "yes", r2: "yes", r3: "yes", r4: "no" },
  matrix_mr: { r1: ["c1"], r2: ["c1", "c2"], r3: ["c2"] },
  dropdown_cloze: { b1: "b1a", b2: "b2a" },
  dropdown_table: { r1c1: "r1x", r2c1: "r2y" },
  dropdown_rationale: { b1: "x1", b2: "y2", b3: "z1" },
  dnd_cloze: { b1: "t2", b2: "t3" },
  dnd_rationale: { b1: "t1", b2: "t2" },
  highlight_text: ["p1", "p2"],
  highlight_table: ["p1", "p4"],
  bowtie: { actions: ["a1", "a2"], condition: "c2", parameters: ["p3", "p4"] },
  ordered: ["s2", "s1", "s3", "s4"],
  calculation: { value: "2.50" },
  hot_spot: { regions: ["tricuspid"] },
  exhibit: "B",
  graphic: ["A", "B"],
};

const VIEWS = {} as Record<ViewFormat, ComponentType<FormatViewProps>>;
for (const [name, load] of Object.entries(FORMAT_VIEWS)) VIEWS[name as ViewFormat] = dispatchable(lazy(load));

function questionOf(type: ViewFormat, index: number): NgnQuestion {
  const item = fixtureItem(type);
  const body = bodyOf(fixtureItem(type));
  return {
    id: index + 1,
    type,
    maxPoints: maxPointsOf(type, body),
    content: item.content,
    item: FORMATS[type].display(body),
  };
}

function resultOf(type: ViewFormat, response: unknown): GradedResult {
  const body = bodyOf(fixtureItem(type));
  const stored = {
    type,
    options: "[]",
    correctAnswer: "",
    explanation: fixtureItem(type).explanation,
    body: JSON.stringify(body),
  };
  return gradedReply(stored, body, response, grade(type, body, response));
}

const accepts = (type: FormatName, response: unknown) =>
  response !== undefined && parseResponse(type, bodyOf(fixtureItem(type)), response).ok;

function Demo({ question, initial, result }: { question: NgnQuestion; initial: unknown; result?: GradedResult }) {
  const View = VIEWS[question.type as ViewFormat];
  const [response, setResponse] = useState(initial);
  const [complete, setComplete] = useState(accepts(question.type, initial));
  const apiAccepts = accepts(question.type, response);
  // A view may be stricter than the API (grouping wants a pick in every group), never looser.
  const mismatch = !result && complete && !apiAccepts;
  const meta = result
    ? `${result.points} of ${result.maxPoints} points. ${result.ruleSentence}.`
    : `${complete ? "Complete" : "Not complete"}; the API ${apiAccepts ? "accepts" : "rejects"} this response${mismatch ? ": MISMATCH" : "."}`;
  return (
    <>
      <Suspense fallback={<p>Loading…</p>}>
        <View
          question={question}
          response={response}
          result={result}
          onChange={(r, c) => (setResponse(r), setComplete(c))}
        />
      </Suspense>
      <p className="gallery-meta" data-mismatch={mismatch ? "" : undefined}>
        {meta}
      </p>
    </>
  );
}

const STATES = ["empty", "answered", "graded"] as const;

function Gallery({ only }: { only: string | null }) {
  const formats = (Object.keys(FORMAT_VIEWS) as ViewFormat[]).filter((f) => !only || f === only);
  return (
    <main className="gallery">
      <h1>Format views</h1>
      {formats.map((type, i) => {
        const question = questionOf(type, i);
        return (
          <section key={type} aria-labelledby={`g-${type}`}>
            <h2 id={`g-${type}`}>{FORMAT_LABELS[type]}</h2>
            {STATES.map((state) => (
              <div key={state} className="gallery-state" data-state={state}>
                <h3>{state}</h3>
                <div className="gallery-dialog session-body">
                  <p className="question-stem">{question.content}</p>
                  <Demo
                    question={question}
                    initial={state === "empty" ? undefined : PARTLY_WRONG[type]}
                    result={state === "graded" ? resultOf(type, PARTLY_WRONG[type]) : undefined}
                  />
                </div>
              </div>
            ))}
          </section>
        );
      })}
    </main>
  );
}

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Gallery only={new URLSearchParams(location.search).get("format")} />
    </StrictMode>,
  );
}
