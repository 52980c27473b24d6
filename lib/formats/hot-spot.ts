// Hot spot (issue 28): a picture of lib/pictures with named regions; the
// student selects the one region the stem asks for (or the exact set it
// names), scored 0/1. The content item keys region ids and gives every region
// its own rationale; the stored body lists the regions in the picture's
// drawing order ({ id, rationale }), so a draw's opaque ids (relabel.ts)
// rewrite them like any element ids and the display pairs them with the
// rendered shapes by position. Response: { "regions": ["<region id>"] }.
import { z } from "zod";
import { issue, rationale, type FormatDefinition } from "./common";
import { FORMAT_LABELS } from "./names";
import { picks } from "./responses";
import { pictureProblem, renderPicture, type PictureRef } from "../pictures/registry";
import { regionProblems } from "../pictures/regions";

export const pictureRef = z.looseObject({ scene: z.string() });

type Content = { picture: PictureRef; answer: string[]; rationales: Record<string, string> };
type HotSpot = { picture: PictureRef; answer: string[]; regions: { id: string; rationale: string }[] };
type Response = { regions: string[] };

/** A picture drawn for the browser: artwork and its neutral text alternative, no params (they could name the answer). */
export const shownPicture = (ref: PictureRef) => {
  const p = renderPicture(ref);
  return { width: p.width, height: p.height, svg: p.svg, alt: p.alt };
};

const sorted = (ids: readonly string[]) => [...ids].sort();

export const hotSpot: FormatDefinition<HotSpot, Response> = {
  name: "hot_spot",
  label: FORMAT_LABELS.hot_spot,
  rule: "all-or-nothing",
  ruleSentence: "1 point when exactly the right area (or set of areas) is selected; no partial credit",
  fields: {
    picture: pictureRef,
    answer: z.array(z.string()).min(1, "answer names at least one region id"),
    rationales: z.record(z.string(), rationale),
  },
  check(raw, ctx) {
    const item = raw as unknown as Content;
    const problem = pictureProblem(item.picture);
    if (problem) return issue(ctx, ["picture"], problem);
    const picture = renderPicture(item.picture);
    for (const p of regionProblems(picture)) issue(ctx, ["picture"], p);
    const ids = picture.regions.map((r) => r.id);
    if (!ids.length) return issue(ctx, ["picture"], `scene "${item.picture.scene}" has no regions to select`);
    item.answer.forEach(
      (a, i) =>
        ids.includes(a) || issue(ctx, ["answer", i], `'${a}' is no region of this picture; regions: ${ids.join(", ")}`),
    );
    if (new Set(item.answer).size !== item.answer.length) issue(ctx, ["answer"], "a region is keyed twice");
    if (item.answer.length >= ids.length) issue(ctx, ["answer"], "at least one region must be wrong");
    for (const id of ids)
      if (!(id in item.rationales)) issue(ctx, ["rationales", id], `region '${id}' has no rationale`);
    for (const id of Object.keys(item.rationales))
      if (!ids.includes(id)) issue(ctx, ["rationales", id], `'${id}' is no region of this picture`);
  },
  stored(fields) {
    const { rationales, ...rest } = fields as unknown as Content;
    const regions = renderPicture(rest.picture).regions.map((r) => ({ id: r.id, rationale: rationales[r.id] }));
    return { ...rest, regions };
  },
  // Shapes and neutral names come from the rendering; ids from the stored regions, in the same (drawing) order.
  display(item) {
    const { regions, ...picture } = renderPicture(item.picture);
    return {
      picture: { width: picture.width, height: picture.height, svg: picture.svg, alt: picture.alt },
      select: item.answer.length,
      regions: regions.map((r, i) => ({ id: item.regions[i].id, name: r.name, shape: r.shape })),
    };
  },
  response: (item) =>
    z.strictObject(
      {
        regions: picks(
          item.regions.map((r) => r.id),
          "region",
          { exactly: item.answer.length },
        ),
      },
      { error: 'response must be an object like { "regions": ["…"] }' },
    ),
  units: (item, r) => [{ id: "item", key: sorted(item.answer), response: sorted(r.regions) }],
  correctResponse: (item) => ({ regions: item.answer }),
  rationales: (item) => Object.fromEntries(item.regions.map((r) => [r.id, r.rationale])),
};
