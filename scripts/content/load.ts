// Reads and validates every question source file. Errors name the file, the
// question id and the field, so a reviewer can fix them without hunting.
import { readdirSync, readFileSync } from "node:fs";
import { join, basename } from "node:path";
import { parse } from "yaml";
import { yaml11Problems } from "./yaml-compat";
import { CATEGORIES } from "../../lib/categories";
import { contentFileSchema, questionSchema, type ContentQuestion } from "../../lib/content-schema";

export const CONTENT_DIR = new URL("../../content/questions/", import.meta.url).pathname;

export interface LoadedQuestion extends ContentQuestion {
  categoryId: number;
  file: string;
}

export interface LoadResult {
  questions: LoadedQuestion[];
  errors: string[];
}

export const fieldPath = (path: PropertyKey[]) => path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("").replace(/^\./, "");

export function loadContentFile(file: string, source: string): LoadResult {
  const errors: string[] = [];
  const questions: LoadedQuestion[] = [];
  let raw: unknown;
  try {
    raw = parse(source);
  } catch (e) {
    return { questions, errors: [`${file}: YAML error: ${(e as Error).message}`] };
  }
  errors.push(...yaml11Problems(source, raw).map((p) => `${file}: ${p}`));
  const head = contentFileSchema.safeParse(raw);
  if (!head.success) {
    for (const i of head.error.issues) errors.push(`${file}: ${fieldPath(i.path) || "(file)"}: ${i.message}`);
    return { questions, errors };
  }
  const category = CATEGORIES.find((c) => c.name === head.data.category)!;
  // The original file of a category, and its NGN companions ({slug}.sata.yaml, {slug}.ngn.yaml).
  if (!new RegExp(`^${category.slug}(\\.[a-z0-9-]+)?\\.yaml$`).test(basename(file))) errors.push(`${file}: category '${category.name}' belongs in ${category.slug}.yaml or ${category.slug}.<kind>.yaml`);
  head.data.questions.forEach((item, index) => {
    const id = (item as { id?: unknown })?.id;
    const where = `${file}: question ${typeof id === "string" ? id : `#${index + 1}`}`;
    const parsed = questionSchema.safeParse(item);
    if (!parsed.success) {
      for (const i of parsed.error.issues) errors.push(`${where}: ${fieldPath(i.path) || "(question)"}: ${i.message}`);
      return;
    }
    if (!parsed.data.id.startsWith(`${category.idPrefix}-`)) errors.push(`${where}: id: must start with '${category.idPrefix}-'`);
    questions.push({ ...parsed.data, categoryId: category.id, file });
  });
  return { questions, errors };
}

export function loadContent(dir = CONTENT_DIR): LoadResult {
  const all: LoadResult = { questions: [], errors: [] };
  for (const name of readdirSync(dir).filter((n) => n.endsWith(".yaml")).sort()) {
    const r = loadContentFile(name, readFileSync(join(dir, name), "utf8"));
    all.questions.push(...r.questions);
    all.errors.push(...r.errors);
  }
  const seen = new Map<string, string>();
  for (const q of all.questions) {
    const prev = seen.get(q.id);
    if (prev) all.errors.push(`${q.file}: question ${q.id}: id: duplicate id (also in ${prev})`);
    seen.set(q.id, q.file);
  }
  return all;
}
