// Answers through the API for browser-suite set-up, from what a client sees
// (no key): a single-answer item right or wrong by its key in the draw, any
// other format a valid response built from its display (its points are what
// they are; the suites that need exact counts draw multiple choice only).
type Shown = {
  type: string;
  correctAnswer?: string | null;
  options?: { label: string }[];
  item?: Record<string, any> | null;
};
type Body = { selectedAnswer: string } | { response: unknown };

const ids = (list: { id?: string; label?: string }[]) => list.map((x) => (x.id ?? x.label)!);

/** A well-formed response to an NGN item, built from its display only. */
export function anyResponse(type: string, item: Record<string, any>): unknown {
  switch (type) {
    case "sata":
    case "ordered":
      return type === "sata" ? [item.options[0].label] : ids(item.options);
    case "select_n":
      return item.options.slice(0, item.select).map((o: { label: string }) => o.label);
    case "mr_grouping":
      return Object.fromEntries(item.groups.map((g: any) => [g.id, [g.options[0].id]]));
    case "matrix_mc":
      return Object.fromEntries(item.rows.map((r: any) => [r.id, item.columns[0].id]));
    case "matrix_mr":
      return Object.fromEntries(item.rows.map((r: any) => [r.id, [item.columns[0].id]]));
    case "dropdown_cloze":
    case "dropdown_rationale":
      return Object.fromEntries(item.blanks.map((b: any) => [b.id, b.choices[0].id]));
    case "dropdown_table":
      return Object.fromEntries(item.rows.flatMap((r: any) => r.blanks.map((b: any) => [b.id, b.choices[0].id])));
    case "dnd_cloze":
    case "dnd_rationale":
      return Object.fromEntries(item.blanks.map((b: string, i: number) => [b, item.tokens[i].id]));
    case "highlight_text":
      return [item.passage.find((s: unknown) => typeof s === "object").id];
    case "highlight_table":
      return [item.rows.flat(2).find((s: unknown) => typeof s === "object").id];
    case "bowtie":
      return {
        actions: ids(item.actions.slice(0, 2)),
        condition: item.conditions[0].id,
        parameters: ids(item.parameters.slice(0, 2)),
      };
    case "calculation":
      return { value: "1" };
    case "hot_spot":
      return { regions: ids(item.regions.slice(0, item.select)) };
    case "exhibit":
    case "graphic":
      return item.response === "single" ? item.options[0].label : [item.options[0].label];
  }
  throw new Error(`no response for format ${type}`);
}

/** The answer fields of a POST: by the key for single-answer items (`right` or not), else any valid response. */
export function answerBody(q: Shown, right: boolean): Body {
  if (q.type === "single" || q.type === undefined) {
    // A signed-in student's timed draw holds its keys (correctAnswer null): any option then, right or not.
    if (q.correctAnswer == null) return { selectedAnswer: q.options![right ? 0 : 1].label };
    const label = right ? q.correctAnswer : q.options!.find((o) => o.label !== q.correctAnswer)!.label;
    return { selectedAnswer: label };
  }
  return { response: anyResponse(q.type, q.item!) };
}

/** A readiness-exam item (no key while it runs): the label given for a single-answer item, else any valid response. */
export const examAnswer = (item: { type: string; item: Record<string, any> | null }, label: string): Body =>
  item.type === "single" ? { selectedAnswer: label } : { response: anyResponse(item.type, item.item!) };
