// The shape of a question source file (content/questions/*.yaml). Validated in
// the test suite and by `npm run content:check` before any seed is built.
import { z } from "zod";
import { CATEGORIES, CLIENT_NEEDS } from "./categories";

const categoryNames = CATEGORIES.map((c) => c.name) as [string, ...string[]];
export const OPTION_LABELS = ["A", "B", "C", "D"] as const;

const text = (min: number) => z.string().trim().min(min);

export const optionSchema = z.strictObject({
  label: z.enum(OPTION_LABELS),
  text: text(1),
  rationale: text(20),
});

// Only single-answer items exist today. Other NCLEX item types (select all that
// apply, matrix, bow-tie) become new members of this discriminated union.
export const singleAnswerSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z]+-\d{3,}$/, "id must look like 'moc-001'"),
    type: z.literal("single"),
    clientNeed: z.enum(CLIENT_NEEDS),
    difficulty: z.number().int().min(1).max(5),
    content: text(20),
    options: z.array(optionSchema).length(4),
    correctAnswer: z.enum(OPTION_LABELS),
    explanation: text(30),
  })
  .superRefine((q, ctx) => {
    q.options.forEach((o, i) => {
      if (o.label !== OPTION_LABELS[i])
        ctx.addIssue({ code: "custom", path: ["options", i, "label"], message: `expected label ${OPTION_LABELS[i]}` });
      if (/\b(all|none) of the above\b/i.test(o.text))
        ctx.addIssue({ code: "custom", path: ["options", i, "text"], message: "no 'all/none of the above' options" });
    });
  });

export const questionSchema = z.discriminatedUnion("type", [singleAnswerSchema]);
export type ContentQuestion = z.infer<typeof singleAnswerSchema>;

export const contentFileSchema = z.strictObject({
  category: z.enum(categoryNames),
  questions: z.array(z.unknown()),
});
