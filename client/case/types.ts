// The shapes the case screens receive (worker/db/case-studies.ts): a case
// study with its items in step order, each carrying the chart as it stands at
// that item, and the case context a case item carries when it is met
// elsewhere (a timed test, the readiness exam). Types only: no runtime code.
import type { ShownEntry, ShownTab, ValueRow } from "../../lib/cases/chart";
import type { NgnQuestion } from "../formats/types";

export type { ShownEntry, ShownTab, ValueRow };

/** A case's client header (lib/cases/schema.ts clientSchema). */
export interface CaseClient {
  age: string;
  sex: string;
  setting: string;
  reason: string;
  allergies?: string;
}

/** One item of a case as GET /api/case-studies/:id serves it. */
export interface CaseItemDto extends NgnQuestion {
  step: number;
  stepName: string;
  chart: ShownTab[];
}

/** A case as the case page receives it. */
export interface CaseStudyData {
  id: number;
  title: string;
  category: string;
  client: CaseClient;
  maxPoints: number;
  items: CaseItemDto[];
}

/** What a case item met outside its case carries (worker/db/case-studies.ts CaseContext). */
export interface CaseContext {
  id: number;
  title: string;
  client: CaseClient;
  step: number;
  stepName: string;
  itemCount: number;
  chart: ShownTab[];
}
