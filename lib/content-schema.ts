// The shape of a question source file (content/questions/*.yaml). Validated in
// the test suite and by `npm run content:check` before any seed is built. Each
// item's shape comes from its format in lib/formats/registry.ts.
import { z } from "zod";
import { CATEGORIES } from "./categories";
import { FORMAT_NAMES, itemSchemas, type ContentItem } from "./formats/registry";

const categoryNames = CATEGORIES.map((c) => c.name) as [string, ...string[]];

export const questionSchema = z.discriminatedUnion("type", itemSchemas as never, {
  error: (i) => (i.code === "invalid_union" ? `type must be one of ${FORMAT_NAMES.join(", ")}` : undefined),
}) as unknown as z.ZodType<ContentItem>;
export type ContentQuestion = ContentItem;

export const contentFileSchema = z.strictObject({
  category: z.enum(categoryNames),
  questions: z.array(z.unknown()),
});
