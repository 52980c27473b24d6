// The test builder's filters (issue 27): question modes (status), client needs
// and body systems. The API takes each as a comma-separated list in a query
// (`status=incorrect,flagged`) and, for a session, as a list or that same text
// in its JSON body; a session stores them (sessions.filters) and its draw keeps
// them. Pure TypeScript: the zod pieces check and normalize, the worker builds
// SQL from the result (worker/db/study-filter.ts).
import { z } from "zod";
import { CLIENT_NEEDS, type ClientNeed } from "./categories";
import { SYSTEM_SLUGS, type SystemSlug } from "./systems";

export const STATUSES = ["unused", "incorrect", "flagged", "correct"] as const;
export type Status = (typeof STATUSES)[number];

export interface StudyFilters {
  status?: Status[];
  clientNeed?: ClientNeed[];
  system?: SystemSlug[];
}

/** A comma-separated list (or, in JSON, a list) of known values: trimmed, de-duplicated, never empty. */
function listOf<T extends string>(field: string, values: readonly T[]) {
  const known = new Set<string>(values);
  const message = `${field} must be a comma-separated list of ${values.join(", ")}`;
  return z.union([z.string(), z.array(z.string())], { error: message }).transform((v, ctx) => {
    const items = [...new Set((Array.isArray(v) ? v : v.split(",")).map((s) => s.trim()).filter(Boolean))];
    const unknown = items.filter((s) => !known.has(s));
    if (!items.length || unknown.length) {
      ctx.addIssue({
        code: "custom",
        message: unknown.length ? `${message}; unknown: ${unknown.join(", ")}` : message,
      });
      return z.NEVER;
    }
    return items as T[];
  });
}

/** The three filter fields, each optional, as a query or a session body gives them. */
export const studyFilterFields = {
  status: listOf("status", STATUSES).optional(),
  clientNeed: listOf("clientNeed", CLIENT_NEEDS).optional(),
  system: listOf("system", SYSTEM_SLUGS).optional(),
};

const storedSchema = z.object(studyFilterFields);

/** What a session stores: only the filters given, as JSON; null when there are none. */
export function filtersToStore(f: StudyFilters): string | null {
  const kept = Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v.length));
  return Object.keys(kept).length ? JSON.stringify(kept) : null;
}

/** A session's stored filters (none when it was created without any, or before issue 27). */
export function storedFilters(json: string | null): StudyFilters {
  if (!json) return {};
  const parsed = storedSchema.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : {};
}

/** Whether any of the three filters is set. */
export const hasStudyFilters = (f: StudyFilters) => !!(f.status?.length || f.clientNeed?.length || f.system?.length);
