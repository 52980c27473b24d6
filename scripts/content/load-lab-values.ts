// Reads content/lab-values.json and checks it against lib/lab-values.ts; each
// problem names the file and the field.
import { readFileSync } from "node:fs";
import { labValuesProblems } from "../../lib/lab-values";

export const LAB_VALUES_FILE = new URL("../../content/lab-values.json", import.meta.url).pathname;

export function labValuesFileProblems(path = LAB_VALUES_FILE): string[] {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, "utf8"));
  } catch (e) {
    return [`lab-values.json: ${(e as Error).message}`];
  }
  return labValuesProblems(raw).map((p) => `lab-values.json: ${p}`);
}
