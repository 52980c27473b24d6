// The test builder's choices on Practice (issue 27): question modes, client
// needs and body systems, and Tutor or Timed mode; what the counts request
// and the session carry. The API takes each list comma-separated.

export const MODES = [
  { value: "unused", label: "Unused" },
  { value: "incorrect", label: "Incorrect" },
  { value: "flagged", label: "Flagged" },
  { value: "correct", label: "Correct" },
] as const;
export type Mode = (typeof MODES)[number]["value"];

export interface StudyFilters {
  status: Mode[];
  clientNeed: string[];
  system: string[];
}

export const NO_FILTERS: StudyFilters = { status: [], clientNeed: [], system: [] };

/** Timed mode's default pace. */
export const TIMED_SECONDS_DEFAULT = 80;
export const TIMED_SECONDS = { min: 30, max: 300 } as const;

/** A timed test's limit in whole minutes (the API's unit), at most 300. */
export const timedMinutes = (count: number, seconds: number) =>
  Math.min(300, Math.max(1, Math.ceil((count * seconds) / 60)));

/** The filters as the API's fields: only those set, each a list. */
export const filterFields = (f: StudyFilters) =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => (v as string[]).length)) as Partial<StudyFilters>;

export interface BankSettings {
  categoryId: number | null;
  difficulty: string;
  format?: string;
  step?: number;
}

export type CountsPath = `/api/questions/counts?${string}`;

/** GET /api/questions/counts for these settings and filters. */
export function countsPath(s: BankSettings, f: StudyFilters): CountsPath {
  const p = new URLSearchParams({ difficulty: s.difficulty });
  if (s.categoryId !== null) p.set("categoryId", String(s.categoryId));
  if (s.format && !s.step) p.set("type", s.format);
  if (s.step) p.set("step", String(s.step));
  for (const [k, v] of Object.entries(filterFields(f))) p.set(k, (v as string[]).join(","));
  return `/api/questions/counts?${p}`;
}

export const toggled = <T>(list: T[], value: T, on: boolean) =>
  on ? [...new Set([...list, value])] : list.filter((v) => v !== value);
