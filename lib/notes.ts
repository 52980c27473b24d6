// Notes on questions (issue 27): plain text a student writes, never rendered as HTML.
export const NOTE_MAX_CHARS = 2000;
/** The longest note search a student may type. */
export const NOTE_SEARCH_MAX_CHARS = 100;
/** How much of a question's stem the flag and note lists show. */
export const STEM_PREVIEW_CHARS = 160;

/** The stem's first words, cut at a word boundary with an ellipsis when longer. */
export function stemPreview(stem: string, max = STEM_PREVIEW_CHARS): string {
  const flat = stem.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
