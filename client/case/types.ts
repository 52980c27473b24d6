// The shapes the case screens receive (worker/db/case-studies.ts): a case
// study with its items in step order, each carrying the chart as it stands at
// that item, and the case context a case item carries when it is met
// elsewhere (a timed test, the readiness exam). Types only: no runtime code.
import type { CaseContext, ShownEntry, ShownTab, ValueRow } from "../../lib/cases/chart";
import type { NgnQuestion } from "../formats/types";

export type { CaseContext, ShownEntry, ShownTab, ValueRow };

/** A case's client header (lib/cases/schema.ts clientSchema). */
export interface CaseClient {
  age: string;
  sex: string;
  setting: string;
  reason: string;
  allergies?: string;
}

/** One item of a case as GET /api/case-studies/:id serves it. */
export type CaseItemDto = NgnQuestion & {
  step: number;
  stepName: string;
  chart: ShownTab[];
};

/** A case as the case page receives it. */
export interface CaseStudyData {
  id: number;
  title: string;
  category: string;
  client: CaseClient;
  maxPoints: number;
  items: CaseItemDto[];
}
