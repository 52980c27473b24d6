// Bank-wide rules for case studies and the stand-alone clinical-judgment items
// (issue 15): enough cases per category, some reserved for the readiness exam,
// and enough bow-tie and trend items. Pure functions.
import { isTrendItem } from "./trend";

export const MIN_PRACTICE_CASES_PER_CATEGORY = 3;
/** Every category has a readiness case; in all, enough for six scored exams of three cases each. */
export const MIN_READINESS_CASES_PER_CATEGORY = 1;
export const MIN_READINESS_CASES = 18;
export const MIN_BOWTIE_ITEMS = 36;
export const MIN_TREND_ITEMS = 30;

export interface CaseRuleCase {
  id: string;
  categoryId: number;
  readiness: boolean;
}

export function caseBankProblems(cases: CaseRuleCase[], categoryIds: number[]): string[] {
  const problems: string[] = [];
  for (const id of categoryIds) {
    const inCat = cases.filter((c) => c.categoryId === id);
    const practice = inCat.filter((c) => !c.readiness).length;
    const readiness = inCat.length - practice;
    if (practice < MIN_PRACTICE_CASES_PER_CATEGORY)
      problems.push(`category ${id}: ${practice} practice case studies (at least ${MIN_PRACTICE_CASES_PER_CATEGORY})`);
    if (readiness < MIN_READINESS_CASES_PER_CATEGORY)
      problems.push(
        `category ${id}: ${readiness} readiness case studies (at least ${MIN_READINESS_CASES_PER_CATEGORY})`,
      );
  }
  return problems;
}

export function standAloneJudgmentProblems(items: { type: string; chart?: unknown }[]): string[] {
  const problems: string[] = [];
  const bowties = items.filter((q) => q.type === "bowtie").length;
  const trends = items.filter(isTrendItem).length;
  if (bowties < MIN_BOWTIE_ITEMS) problems.push(`${bowties} stand-alone bow-tie items (at least ${MIN_BOWTIE_ITEMS})`);
  if (trends < MIN_TREND_ITEMS) problems.push(`${trends} trend items (at least ${MIN_TREND_ITEMS})`);
  return problems;
}

/** Option A may be keyed in at most this share of a category's case select-all and select-N items. */
export const MAX_FIRST_OPTION_KEYED_SHARE = 0.6;

/** Keyed positions vary: a student must not learn that the first option of a case's select-all item is always right. */
export function caseKeyPositionProblems(
  label: string,
  items: { id: string; type: string; options?: unknown }[],
): string[] {
  const choice = items.filter((i) => (i.type === "sata" || i.type === "select_n") && Array.isArray(i.options));
  if (choice.length < 3) return [];
  const firstKeyed = choice.filter((i) => (i.options as { correct?: boolean }[])[0]?.correct).map((i) => i.id);
  return firstKeyed.length / choice.length > MAX_FIRST_OPTION_KEYED_SHARE
    ? [
        `${label}: option A is keyed in ${firstKeyed.length} of ${choice.length} select-all/select-N case items (${firstKeyed.join(", ")}); at most ${MAX_FIRST_OPTION_KEYED_SHARE * 100}% may key it`,
      ]
    : [];
}
