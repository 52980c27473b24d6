// Response shapes shared by the formats, each checked against the item: the
// ids must exist, nothing may be left out, nothing picked twice. Messages
// name the problem, since the API returns them as its 400 message.
import { z } from "zod";

const list = (ids: readonly string[]) => ids.map((i) => `'${i}'`).join(", ");

function oneOf(allowed: readonly string[], what: string) {
  return z
    .string({ error: `each ${what} must be a string` })
    .refine((v) => allowed.includes(v), { message: `unknown ${what}; expected one of ${list(allowed)}` });
}

/** A list of picks, e.g. ["A","C"]: known ids, no repeats, optionally an exact or maximum count. */
export function picks(
  allowed: readonly string[],
  what: string,
  count: { min?: number; max?: number; exactly?: number } = {},
) {
  const { min = 0, max = allowed.length, exactly } = count;
  let s = z.array(oneOf(allowed, what), { error: `response must be a list of ${what}s` });
  s =
    exactly !== undefined
      ? s.length(exactly, `choose exactly ${exactly} ${what}${exactly === 1 ? "" : "s"}`)
      : s.min(min, `choose at least ${min} ${what}${min === 1 ? "" : "s"}`).max(max, `choose at most ${max} ${what}s`);
  return s.refine((v) => new Set(v).size === v.length, { message: `a ${what} is chosen twice` });
}

/** An object with exactly the given keys, each holding what `value(key)` accepts. */
export function everyKey<T extends z.ZodType>(keys: readonly string[], what: string, value: (key: string) => T) {
  return z
    .record(z.string(), z.unknown(), { error: `response must be an object keyed by ${what}` })
    .superRefine((v, ctx) => {
      for (const k of Object.keys(v))
        if (!keys.includes(k))
          ctx.addIssue({ code: "custom", path: [k], message: `no ${what} '${k}'; expected ${list(keys)}` });
      for (const k of keys) {
        if (!(k in v)) {
          ctx.addIssue({ code: "custom", path: [k], message: `${what} '${k}' is left out` });
          continue;
        }
        const r = value(k).safeParse(v[k]);
        if (!r.success)
          for (const i of r.error.issues)
            ctx.addIssue({
              code: "custom",
              path: [k, ...i.path.map((p) => (typeof p === "symbol" ? String(p) : p))],
              message: i.message,
            });
      }
    }) as unknown as z.ZodType<Record<string, z.infer<T>>>;
}

/** One id among `allowed` (a drop-down, a matrix row, the bow-tie's condition). */
export const one = (allowed: readonly string[], what: string) => oneOf(allowed, what);

/** Drag-and-drop: blank -> token, each token used at most once. */
export function placements(blanks: readonly string[], tokens: readonly string[]) {
  return everyKey(blanks, "blank", () => one(tokens, "token")).refine(
    (v) => new Set(Object.values(v)).size === Object.values(v).length,
    {
      message: "a token is placed in two blanks",
    },
  );
}

/** Zod's first issue as one sentence: "response.r2: unknown column ...". */
export function firstProblem(error: z.ZodError): string {
  const i = error.issues[0];
  const path = i.path.map(String).join(".");
  return path ? `response.${path}: ${i.message}` : `response: ${i.message}`;
}
