// The 12 question categories of the product spec (section 3). Ids are stable
// forever: answers, bookmarks and plans reference them. Append, never renumber.
export const CLIENT_NEEDS = [
  "Management of Care",
  "Safety and Infection Control",
  "Health Promotion and Maintenance",
  "Psychosocial Integrity",
  "Basic Care and Comfort",
  "Pharmacological and Parenteral Therapies",
  "Reduction of Risk Potential",
  "Physiological Adaptation",
] as const;
export type ClientNeed = (typeof CLIENT_NEEDS)[number];

export interface CategoryDef {
  id: number;
  name: string;
  slug: string; // content file name: content/questions/{slug}.yaml
  idPrefix: string; // question ids in this file start with it, e.g. "ms-001"
  short: string; // a chart axis label, at most 10 characters
}

export const CATEGORIES: readonly CategoryDef[] = [
  { id: 1, name: "Medical-Surgical", slug: "medical-surgical", idPrefix: "ms", short: "Med-Surg" },
  { id: 2, name: "Pediatrics", slug: "pediatrics", idPrefix: "ped", short: "Pediatrics" },
  { id: 3, name: "Maternity", slug: "maternity", idPrefix: "mat", short: "Maternity" },
  { id: 4, name: "Mental Health", slug: "mental-health", idPrefix: "mh", short: "Mental" },
  {
    id: 5,
    name: "Pharmacological and Parenteral Therapies",
    slug: "pharmacological-parenteral",
    idPrefix: "pha",
    short: "Pharm",
  },
  { id: 6, name: "Physiological Adaptation", slug: "physiological-adaptation", idPrefix: "pa", short: "Phys Adapt" },
  { id: 7, name: "Health Promotion and Maintenance", slug: "health-promotion", idPrefix: "hpm", short: "Promotion" },
  { id: 8, name: "Basic Care and Comfort", slug: "basic-care-comfort", idPrefix: "bcc", short: "Basic Care" },
  { id: 9, name: "Reduction of Risk Potential", slug: "reduction-of-risk", idPrefix: "rrp", short: "Risk" },
  { id: 10, name: "Psychosocial Integrity", slug: "psychosocial-integrity", idPrefix: "psy", short: "Psychosoc." },
  { id: 11, name: "Management of Care", slug: "management-of-care", idPrefix: "moc", short: "Mgmt Care" },
  { id: 12, name: "Safety and Infection Control", slug: "safety-infection-control", idPrefix: "sic", short: "Safety" },
];

export const categoryByName = (name: string) => CATEGORIES.find((c) => c.name === name);

/** A category's chart label: its short name (a name not in the list is shown as it is). */
export const shortCategoryName = (name: string) => categoryByName(name)?.short ?? name;

/**
 * A client-needs subcategory as the NCLEX-RN Test Plan effective 1 April 2026 names it, for the screens that speak
 * of client needs (the readiness report, the test-plan explanations). The category list, routes and API payloads
 * of the original specification keep the names above.
 */
export const clientNeedLabel = (need: string) =>
  need === "Safety and Infection Control" ? "Safety and Infection Prevention and Control" : need;
