// Matrix multiple choice (one radio per row, every row answered) and matrix
// multiple response (any boxes, at least one tick). A real table: each input
// is named by its row and column headers. Rationales are per row; matrix_mr
// is scored per column, so its footer shows each column's points. In a narrow
// view (a phone) each row becomes a card: the statement, then one choice per
// column with the column's full header beside it (CSS only, styles/formats.css);
// the explicit ARIA roles keep it a table for screen readers whatever its display.
import { Fragment, useId } from "react";
import { MarkTag, UnitPoints } from "./ElementMark";
import { FormatFrame } from "./FormatFrame";
import { asRecord, markOf } from "./marks";
import { toggled } from "./picks";
import { ScrollTable } from "./ScrollTable";
import type { FormatViewProps } from "./types";

type Answer = Record<string, string | string[]>;

const has = (cell: string | string[] | undefined, column: string) =>
  Array.isArray(cell) ? cell.includes(column) : cell === column;

export default function Matrix({
  question,
  response,
  onChange,
  result,
  disabled,
}: FormatViewProps<Answer, "matrix_mc" | "matrix_mr">) {
  const { columns, rows } = question.item;
  const multi = question.type === "matrix_mr";
  const uid = useId();
  const picked = result ? asRecord<string | string[]>(result.response) : (response ?? {});
  const keyed = result ? asRecord<string | string[]>(result.correctResponse) : {};

  const pick = (rowId: string, columnId: string) => {
    if (multi) {
      // The response names every row, an empty list for rows left unticked.
      const next = Object.fromEntries(rows.map((r) => [r.id, (picked[r.id] as string[] | undefined) ?? []]));
      next[rowId] = toggled(
        columns.map((c) => c.id),
        next[rowId],
        columnId,
      );
      onChange(
        next,
        rows.some((r) => next[r.id].length > 0),
      );
    } else {
      const next = { ...picked, [rowId]: columnId };
      onChange(
        next,
        rows.every((r) => next[r.id]),
      );
    }
  };

  return (
    <FormatFrame
      instruction={multi ? "Select all that apply in each row." : "Choose one option in each row."}
      result={result}
      disabled={disabled}
    >
      <ScrollTable label="Answer grid">
        <table className="ngn-table ngn-stack ngn-matrix" role="table">
          <thead role="rowgroup">
            <tr role="row">
              <td role="cell" />
              {columns.map((c) => (
                <th key={c.id} id={`${uid}-${c.id}`} scope="col" role="columnheader">
                  {c.text}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.map((r) => (
              <Fragment key={r.id}>
                <tr role="row" className={result ? "ngn-row-graded" : undefined}>
                  <th id={`${uid}-${r.id}`} scope="row" role="rowheader">
                    {r.text}
                  </th>
                  {columns.map((c) => {
                    const chosen = has(picked[r.id], c.id);
                    const mark = result && markOf(chosen, has(keyed[r.id], c.id));
                    return (
                      <td key={c.id} role="cell" className={mark ? `ngn-is-${mark}` : undefined}>
                        <label className="ngn-cell">
                          <input
                            type={multi ? "checkbox" : "radio"}
                            name={multi ? undefined : `${uid}-${r.id}`}
                            checked={chosen}
                            disabled={!!result}
                            onChange={() => pick(r.id, c.id)}
                            aria-labelledby={`${uid}-${r.id} ${uid}-${c.id}`}
                          />
                          <span className="ngn-cell-label" aria-hidden="true">
                            {c.text}
                          </span>
                          {mark && <MarkTag mark={mark} />}
                        </label>
                      </td>
                    );
                  })}
                </tr>
                {result && (
                  <tr role="row" className="ngn-rationale-row">
                    <td role="cell" colSpan={columns.length + 1}>
                      <small className="rationale">{result.rationales[r.id]}</small>
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
          {result && multi && (
            <tfoot role="rowgroup">
              <tr role="row">
                <th scope="row" role="rowheader">
                  Points
                </th>
                {columns.map((c) => (
                  <td key={c.id} role="cell">
                    <span className="ngn-cell-label" aria-hidden="true">
                      {c.text}
                    </span>
                    <UnitPoints result={result} unit={c.id} />
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </ScrollTable>
    </FormatFrame>
  );
}
