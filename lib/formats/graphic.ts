// Graphic options (issue 28): a single-answer or select-all question whose
// options are pictures of lib/pictures (rhythm strips, positions, wound
// stages), each with its own text alternative that describes what is drawn and
// never names the diagnosis, stage or position. The browser gets the drawn
// artwork only, never the scene's params (they name the answer).
import { z } from "zod";
import { issue, rationale, text, type FormatDefinition } from "./common";
import { FORMAT_LABELS } from "./names";
import { byResponse, checkByResponse, responseField, type ByResponse } from "./by-response";
import { pictureRef, shownPicture } from "./hot-spot";
import { pictureProblem, type PictureRef } from "../pictures/registry";

const option = z.strictObject({
  label: z.string(),
  picture: pictureRef,
  alt: text(15).max(240),
  rationale,
  correct: z.boolean({ error: "correct must be true or false" }).optional(),
});
type GraphicOption = z.infer<typeof option> & { picture: PictureRef };
type Graphic = Omit<ByResponse, "options"> & { options: GraphicOption[] };

/** The param value of a picture (its rhythm, stage, position, route) that its alt names, or null. */
export function namedInAlt(picture: Record<string, unknown>, alt: string): string | null {
  const said = ` ${alt.toLowerCase().replace(/[^a-z0-9]+/g, " ")} `;
  if (picture.scene === "pressure-injury" && /\b(stage|unstageable|deep tissue)\b/.test(said))
    return String(picture.stage);
  for (const [key, value] of Object.entries(picture)) {
    if (key === "scene" || typeof value !== "string") continue;
    const words = value
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, " ")
      .trim();
    const phrases = [words, words.replace(/ \d+$/, "")].filter((w) => w.length >= 3 && !/^(none|normal)$/.test(w));
    if (phrases.some((w) => said.includes(` ${w} `))) return value;
  }
  return null;
}

export const graphic: FormatDefinition<Graphic, string | string[]> = {
  name: "graphic",
  label: FORMAT_LABELS.graphic,
  ...byResponse,
  fields: {
    response: responseField,
    options: z.array(option),
    correctAnswer: z.string().optional(),
  },
  check(item, ctx) {
    checkByResponse(item, ctx, { single: [4, 4], sata: [4, 6] });
    const alts = new Set<string>();
    item.options.forEach((o, i) => {
      const problem = pictureProblem(o.picture);
      if (problem) issue(ctx, ["options", i, "picture"], problem);
      const named = namedInAlt(o.picture, o.alt);
      if (named) issue(ctx, ["options", i, "alt"], `the alt names the picture's '${named}'; describe what is drawn`);
      if (alts.has(o.alt)) issue(ctx, ["options", i, "alt"], "two options share an alt");
      alts.add(o.alt);
    });
    const keys = new Set(item.options.map((o) => JSON.stringify(o.picture)));
    if (keys.size !== item.options.length) issue(ctx, ["options"], "two options show the same picture");
  },
  // `text` is the alt, so reviews and screen readers name each option by it.
  display: (item) => ({
    response: item.response,
    options: item.options.map((o) => ({ label: o.label, text: o.alt, picture: shownPicture(o.picture) })),
  }),
};
