// Reads and validates every case study file (content/cases/*.yaml). Errors name
// the file, the case, the item and the field.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { parse } from "yaml";
import { yaml11Problems } from "./yaml-compat";
import { CATEGORIES } from "../../lib/categories";
import { questionSchema } from "../../lib/content-schema";
import { caseFileSchema, caseSchema, type ContentCase } from "../../lib/cases/schema";
import { fieldPath } from "./load";

export const CASES_DIR = new URL("../../content/cases/", import.meta.url).pathname;

export interface LoadedCase extends ContentCase {
  categoryId: number;
  file: string;
}


export function loadCaseFile(file: string, source: string): { cases: LoadedCase[]; errors: string[] } {
  const errors: string[] = [];
  const cases: LoadedCase[] = [];
  let raw: unknown;
  try {
    raw = parse(source);
  } catch (e) {
    return { cases, errors: [`${file}: YAML error: ${(e as Error).message}`] };
  }
  errors.push(...yaml11Problems(source, raw).map((p) => `${file}: ${p}`));
  const head = caseFileSchema.safeParse(raw);
  if (!head.success) return { cases, errors: head.error.issues.map((i) => `${file}: ${fieldPath(i.path) || "(file)"}: ${i.message}`) };
  const category = CATEGORIES.find((c) => c.name === head.data.category)!;
  if (!new RegExp(`^${category.slug}(\\.[a-z0-9-]+)?\\.yaml$`).test(basename(file)))
    errors.push(`${file}: category '${category.name}' belongs in ${category.slug}.yaml or ${category.slug}.<kind>.yaml`);
  head.data.cases.forEach((item, index) => {
    const id = (item as { id?: unknown })?.id;
    const where = `${file}: case ${typeof id === "string" ? id : `#${index + 1}`}`;
    const parsed = caseSchema.safeParse(item);
    if (!parsed.success) {
      for (const i of parsed.error.issues) errors.push(`${where}: ${fieldPath(i.path) || "(case)"}: ${i.message}`);
      return;
    }
    if (!parsed.data.id.startsWith(`${category.idPrefix}-`)) errors.push(`${where}: id: must start with '${category.idPrefix}-'`);
    // The items as the bank stores them (trimmed by the item schema; the case's system where an item names none), with their step and references.
    const items = parsed.data.items.map(({ step, refers, ...rest }) => ({
      ...questionSchema.parse({ system: parsed.data.system, ...rest }),
      step,
      refers,
    }));
    cases.push({ ...parsed.data, items, categoryId: category.id, file });
  });
  return { cases, errors };
}

export function loadCases(dir = CASES_DIR): { cases: LoadedCase[]; errors: string[] } {
  const all = { cases: [] as LoadedCase[], errors: [] as string[] };
  if (!existsSync(dir)) return all;
  for (const name of readdirSync(dir).filter((n) => n.endsWith(".yaml")).sort()) {
    const r = loadCaseFile(name, readFileSync(join(dir, name), "utf8"));
    all.cases.push(...r.cases);
    all.errors.push(...r.errors);
  }
  const seen = new Map<string, string>();
  for (const c of all.cases) {
    if (seen.has(c.id)) all.errors.push(`${c.file}: case ${c.id}: id: duplicate id (also in ${seen.get(c.id)})`);
    seen.set(c.id, c.file);
  }
  return all;
}
