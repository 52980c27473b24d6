// The bow-tie's shape, shared by its definition (bowtie.ts) and its view
// (client/formats/bowtie-wings.ts) without pulling the schema into the browser.
/** Each wing's size and how many of it are keyed (the picks a student makes there). */
export const BOWTIE_WINGS = {
  actions: { size: 5, keyed: 2 },
  conditions: { size: 4, keyed: 1 },
  parameters: { size: 5, keyed: 2 },
} as const;
