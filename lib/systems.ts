// The body systems a student filters practice by (issue 27). Every item and
// case names one in its content file (`system:`); slugs are stable forever.
export const BODY_SYSTEMS = [
  { slug: "cardiovascular", name: "Cardiovascular" },
  { slug: "respiratory", name: "Respiratory" },
  { slug: "neurological", name: "Neurological" },
  { slug: "gastrointestinal", name: "Gastrointestinal" },
  { slug: "renal-urinary", name: "Renal and urinary" },
  { slug: "endocrine", name: "Endocrine" },
  { slug: "musculoskeletal", name: "Musculoskeletal" },
  { slug: "integumentary", name: "Integumentary" },
  { slug: "hematologic-immune", name: "Hematologic and immune" },
  { slug: "reproductive-maternity", name: "Reproductive and maternity" },
  { slug: "pediatric-growth", name: "Pediatric growth and development" },
  { slug: "mental-health", name: "Mental health" },
  { slug: "infection-safety", name: "Infection and safety" },
  { slug: "multisystem", name: "Multisystem" },
] as const;

export type SystemSlug = (typeof BODY_SYSTEMS)[number]["slug"];
export const SYSTEM_SLUGS = BODY_SYSTEMS.map((s) => s.slug) as [SystemSlug, ...SystemSlug[]];
export const isSystem = (s: string): s is SystemSlug => (SYSTEM_SLUGS as readonly string[]).includes(s);
export const systemName = (slug: string) => BODY_SYSTEMS.find((s) => s.slug === slug)?.name ?? slug;
