// Matrix formats. Multiple choice: one column per row, 0/1 per row.
// Multiple response: any columns per row, +/- scored and floored per column.
import { z } from "zod";
import { elementId, issue, rationale, text, uniqueIds, type Ctx, type FormatDefinition } from "./common";
import type { MatrixDisplay } from "./displays";
import { FORMAT_LABELS } from "./names";
import { everyKey, one, picks } from "./responses";

const column = z.strictObject({ id: elementId, text: text(1) });
const mcRow = z.strictObject({ id: elementId, text: text(1), answer: elementId, rationale });
const mrRow = z.strictObject({ id: elementId, text: text(1), answers: z.array(elementId), rationale });
type Column = z.infer<typeof column>;
type MatrixMc = { columns: Column[]; rows: z.infer<typeof mcRow>[] };
type MatrixMr = { columns: Column[]; rows: z.infer<typeof mrRow>[] };

function idsUnique(item: { columns: Column[]; rows: { id: string }[] }, ctx: Ctx) {
  uniqueIds(ctx, [
    ...item.columns.map((c, i) => ({ id: c.id, path: ["columns", i, "id"] })),
    ...item.rows.map((r, i) => ({ id: r.id, path: ["rows", i, "id"] })),
  ]);
}
const view = (item: { columns: Column[]; rows: { id: string; text: string }[] }) => ({
  columns: item.columns,
  rows: item.rows.map(({ id, text }) => ({ id, text })),
});
const rowRationales = (item: { rows: { id: string; rationale: string }[] }) =>
  Object.fromEntries(item.rows.map((r) => [r.id, r.rationale]));
const columnIds = (item: { columns: Column[] }) => item.columns.map((c) => c.id);

export const matrixMc: FormatDefinition<MatrixMc, Record<string, string>, MatrixDisplay> = {
  name: "matrix_mc",
  label: FORMAT_LABELS.matrix_mc,
  rule: "zero-one",
  fields: {
    columns: z.array(column).min(2, "2–3 columns").max(3, "2–3 columns"),
    rows: z.array(mcRow).min(4, "4–10 rows").max(10, "4–10 rows"),
  },
  check(item, ctx) {
    idsUnique(item, ctx);
    item.rows.forEach(
      (r, i) =>
        columnIds(item).includes(r.answer) || issue(ctx, ["rows", i, "answer"], `'${r.answer}' names no column`),
    );
  },
  display: view,
  response: (item) =>
    everyKey(
      item.rows.map((r) => r.id),
      "row",
      () => one(columnIds(item), "column"),
    ),
  units: (item, r) => item.rows.map((row) => ({ id: row.id, key: [row.answer], response: [r[row.id]] })),
  correctResponse: (item) => Object.fromEntries(item.rows.map((r) => [r.id, r.answer])),
  rationales: rowRationales,
};

export const matrixMr: FormatDefinition<MatrixMr, Record<string, string[]>, MatrixDisplay> = {
  name: "matrix_mr",
  label: FORMAT_LABELS.matrix_mr,
  rule: "plus-minus",
  ruleUnconfirmed: true,
  fields: {
    columns: z.array(column).min(2, "2–4 columns").max(4, "2–4 columns"),
    rows: z.array(mrRow).min(3, "3–10 rows").max(10, "3–10 rows"),
  },
  check(item, ctx) {
    idsUnique(item, ctx);
    item.rows.forEach((r, i) =>
      r.answers.forEach(
        (a, j) => columnIds(item).includes(a) || issue(ctx, ["rows", i, "answers", j], `'${a}' names no column`),
      ),
    );
    item.columns.forEach(
      (c, i) =>
        item.rows.some((r) => r.answers.includes(c.id)) ||
        issue(ctx, ["columns", i], `column '${c.id}' is keyed in no row`),
    );
  },
  display: view,
  response: (item) =>
    everyKey(
      item.rows.map((r) => r.id),
      "row",
      () => picks(columnIds(item), "column"),
    ),
  // Scored per column: a column's elements are its cells, one per row.
  units: (item, r) =>
    item.columns.map((c) => ({
      id: c.id,
      key: item.rows.filter((row) => row.answers.includes(c.id)).map((row) => row.id),
      response: item.rows.filter((row) => r[row.id].includes(c.id)).map((row) => row.id),
    })),
  correctResponse: (item) => Object.fromEntries(item.rows.map((r) => [r.id, r.answers])),
  rationales: rowRationales,
};
