// The one home of the item formats: each name maps to its definition
// (content schema, display, response shape, scoring units). Grading, content
// checks, the seed and the API all go through here; the screens map the same
// names to components in client/formats/.
import { z } from "zod";
import { baseFields, type FormatDefinition } from "./common";
import { score, type Score, type ScoringRule } from "../scoring/rules";
import { firstProblem } from "./responses";
import { single, sata, selectN } from "./choice";
import { mrGrouping } from "./grouping";
import { matrixMc, matrixMr } from "./matrix";
import { dropdownCloze, dropdownRationale, dropdownTable } from "./dropdown";
import { dndCloze, dndRationale } from "./drag-drop";
import { highlightTable, highlightText } from "./highlight";
import { bowtie } from "./bowtie";
import { ordered } from "./ordered";
import { calculation } from "./calculation";
import { hotSpot } from "./hot-spot";
import { exhibit } from "./exhibit";
import { graphic } from "./graphic";

import { FORMAT_NAMES, type FormatName } from "./names";
import { checkTrendChart } from "../cases/trend";
import { trendChart, type TrendChart } from "../cases/chart";
export { FORMAT_NAMES, FORMAT_LABELS, familyOf, isFormat, type FormatFamily, type FormatName } from "./names";

export const FORMATS: Record<FormatName, FormatDefinition> = {
  single,
  sata,
  select_n: selectN,
  mr_grouping: mrGrouping,
  matrix_mc: matrixMc,
  matrix_mr: matrixMr,
  dropdown_cloze: dropdownCloze,
  dropdown_table: dropdownTable,
  dropdown_rationale: dropdownRationale,
  dnd_cloze: dndCloze,
  dnd_rationale: dndRationale,
  highlight_text: highlightText,
  highlight_table: highlightTable,
  bowtie,
  ordered,
  calculation,
  hot_spot: hotSpot,
  exhibit,
  graphic,
};

/** Formats with a trend chart of their own (`chart`): every other one but the exhibit, whose chart is its record. */
const TREND_CHART = (name: FormatName) => name !== "single" && name !== "exhibit";

/** A content item of each format: the common fields plus the format's own, with its structural checks. */
export const itemSchemas = FORMAT_NAMES.map((name) => {
  const def = FORMATS[name];
  const trend = TREND_CHART(name) ? { chart: trendChart.optional() } : {};
  return z.strictObject({ ...baseFields, type: z.literal(name), ...def.fields, ...trend }).superRefine((item, ctx) => {
    def.check?.(item, ctx);
    if (TREND_CHART(name) && "chart" in item && item.chart) checkTrendChart(item.chart as TrendChart, ctx);
  });
}) as unknown as [z.ZodType<ContentItem>, ...z.ZodType<ContentItem>[]];

export interface ContentItem {
  id: string;
  type: FormatName;
  clientNeed: string;
  difficulty: number;
  content: string;
  explanation: string;
  [field: string]: unknown;
}

/** What a student may see before answering: the format's key-free display, and a trend item's chart. */
export function displayOf(name: FormatName, body: Record<string, unknown>) {
  return { ...FORMATS[name].display(body), ...(body.chart ? { chart: body.chart } : {}) };
}

/** The format-specific part of an item (what the database keeps as its body). */
export const bodyOf = (item: ContentItem) => {
  const fields = Object.fromEntries(Object.entries(item).filter(([k]) => !(k in baseFields) && k !== "type"));
  return FORMATS[item.type].stored?.(fields) ?? fields;
};

/** The rule an item is scored by (exhibit and graphic items follow their response format). */
export const ruleOf = (name: FormatName, body: unknown): ScoringRule => {
  const rule = FORMATS[name].rule;
  return typeof rule === "function" ? rule(body) : rule;
};

export type ParsedResponse = { ok: true; value: unknown } | { ok: false; message: string };

/** Checks a response against the item: the 400 message names the problem. */
export function parseResponse(name: FormatName, body: unknown, raw: unknown): ParsedResponse {
  const r = FORMATS[name].response(body).safeParse(raw);
  return r.success ? { ok: true, value: r.data } : { ok: false, message: firstProblem(r.error) };
}

/** Grades a response that parseResponse accepted. */
export function grade(name: FormatName, body: unknown, response: unknown): Score {
  const def = FORMATS[name];
  return score(ruleOf(name, body), def.units(body, response), def.links?.(body));
}

export const correctResponseOf = (name: FormatName, body: unknown) => FORMATS[name].correctResponse(body);
export const maxPointsOf = (name: FormatName, body: unknown) =>
  grade(name, body, correctResponseOf(name, body)).maxPoints;
