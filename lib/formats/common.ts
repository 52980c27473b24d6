// What every item format shares: the common fields of a question, the zod
// pieces its content schema is built from, and the FormatDefinition contract
// the registry (registry.ts) holds one of per format. Pure TypeScript.
import { z } from "zod";
import { CLIENT_NEEDS } from "../categories";
import { SYSTEM_SLUGS } from "../systems";
import type { RationaleLinks, ScoringRule, ScoringUnit } from "../scoring/rules";

export const text = (min: number) => z.string().trim().min(min);
export const rationale = text(20);
export const elementId = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,15}$/, "ids are short lower-case words or codes such as 'a1'");
export const letters = (n: number) => Array.from({ length: n }, (_, i) => String.fromCharCode(65 + i));

/** The fields every question has, whatever its format. */
export const baseFields = {
  id: z
    .string()
    .regex(
      /^[a-z]+-(?:[a-z]+-)?\d{3,}$|^[a-z]+-case-\d{2}-[1-6]$/,
      "id must look like 'moc-001', 'moc-sata-001' or, in a case, 'moc-case-01-3'",
    ),
  clientNeed: z.enum(CLIENT_NEEDS),
  // The body system (lib/systems.ts); a case item may leave it to its case's.
  system: z.enum(SYSTEM_SLUGS, { error: `system must be one of ${SYSTEM_SLUGS.join(", ")}` }).optional(),
  difficulty: z.number().int().min(1).max(5),
  content: text(20),
  explanation: text(30),
};
export const BASE_KEYS = Object.keys(baseFields).concat("type");

export type Ctx = z.RefinementCtx;
export const issue = (ctx: Ctx, path: (string | number)[], message: string) =>
  ctx.addIssue({ code: "custom", path, message });

/** Reports ids that occur twice among an item's elements. */
export function uniqueIds(ctx: Ctx, ids: { id: string; path: (string | number)[] }[]) {
  const seen = new Set<string>();
  for (const { id, path } of ids) {
    if (seen.has(id)) issue(ctx, path, `duplicate id '${id}'`);
    seen.add(id);
  }
}

export const BANNED_OPTION = /\b(all|none) of the above\b/i;

/**
 * One response format: its content schema, what a student may see before
 * answering, the response it accepts, and how that response becomes scoring
 * units under one of NCSBN's rules. The screen component of each format lives
 * in client/formats/ under the same name.
 */
export interface FormatDefinition<Item = any, Response = any, Display = any> {
  name: string;
  /** The name students see, e.g. "Select all that apply". */
  label: string;
  /** The scoring rule; a function where it follows the item's own response format (exhibit, graphic). */
  rule: ScoringRule | ((item: Item) => ScoringRule);
  /** The rule in one sentence, where the rule's general sentence would mislead (a calculation, a hot spot). */
  ruleSentence?: string;
  /** True where the rule rests on vendor practice, not NCSBN text (ngn-reference.md). */
  ruleUnconfirmed?: boolean;
  /** The item's own fields (the common ones are added by the registry). */
  fields: z.ZodRawShape;
  check?(item: Item, ctx: Ctx): void;
  /** The item without keys or rationales: safe before the student answers. */
  display(item: Item): Display;
  /** The response shape for this item: names the problem when it does not fit. */
  response(item: Item): z.ZodType<Response>;
  units(item: Item, response: Response): ScoringUnit[];
  links?(item: Item): RationaleLinks;
  correctResponse(item: Item): Response;
  /** Element id -> its rationale, for the graded reply. */
  rationales(item: Item): Record<string, string>;
  /** The stored body, where it differs from the content item's own fields (hot spot: regions in drawing order). */
  stored?(fields: Record<string, unknown>): Record<string, unknown>;
  /** What the graded reply adds for this format (a calculation's worked solution); `response` is null when unanswered. */
  feedback?(item: Item, response: Response | null): Record<string, unknown>;
}
