// Chart/exhibit (issue 28): a stand-alone single-answer or select-all question
// answered from a short client record in tabs (the case record's shape without
// `from`, shown by the case record's tab view). Scored by its response format.
import { z } from "zod";
import { issue, rationale, text, uniqueIds, type FormatDefinition } from "./common";
import { FORMAT_LABELS } from "./names";
import { byResponse, checkByResponse, responseField, type ByResponse } from "./by-response";
import { caseEntry, chartProblems } from "../cases/chart";

const entry = caseEntry.omit({ from: true });
export const exhibitChart = z
  .array(z.strictObject({ tab: z.string().trim().min(3).max(40), entries: z.array(entry).min(1) }))
  .min(1, "a record has 1-4 tabs")
  .max(4, "a record has 1-4 tabs");
const option = z.strictObject({
  label: z.string(),
  text: text(1),
  rationale,
  correct: z.boolean({ error: "correct must be true or false" }).optional(),
});

type Exhibit = Omit<ByResponse, "options"> & { chart: z.infer<typeof exhibitChart>; options: z.infer<typeof option>[] };

export const exhibit: FormatDefinition<Exhibit, string | string[]> = {
  name: "exhibit",
  label: FORMAT_LABELS.exhibit,
  ...byResponse,
  fields: {
    response: responseField,
    chart: exhibitChart,
    options: z.array(option),
    correctAnswer: z.string().optional(),
  },
  check(item, ctx) {
    checkByResponse(item, ctx, { single: [4, 4], sata: [5, 8] });
    for (const p of chartProblems(item.chart)) issue(ctx, ["chart", ...p.path], p.message);
    uniqueIds(
      ctx,
      item.chart.flatMap((t, ti) => t.entries.map((e, ei) => ({ id: e.id, path: ["chart", ti, "entries", ei, "id"] }))),
    );
    if (new Set(item.chart.map((t) => t.tab)).size !== item.chart.length)
      issue(ctx, ["chart"], "two tabs share a name");
  },
  display: (item) => ({
    response: item.response,
    chart: item.chart,
    options: item.options.map(({ label, text }) => ({ label, text })),
  }),
};
