// The picture library's contract: what a scene renders (a Picture: artwork
// plus the hot-spot regions a tap can select) and what a scene is (a
// SceneDefinition: its name, its params schema and its renderer). Pure
// TypeScript; the format views draw `svg` inside <svg viewBox="0 0 width height">.
import type { z } from "zod";

export type Shape =
  | { kind: "circle"; cx: number; cy: number; r: number }
  | { kind: "rect"; x: number; y: number; w: number; h: number }
  | { kind: "polygon"; points: [number, number][] };

export interface Region {
  /** Stable id an item keys, e.g. "aortic". */
  id: string;
  /** Neutral location for screen readers, e.g. "Second intercostal space, right sternal border". */
  name: string;
  /** In viewBox units. */
  shape: Shape;
}

export interface Picture {
  width: number;
  height: number;
  /** Inner markup of <svg viewBox="0 0 width height">: artwork only, no ids, links or scripts. */
  svg: string;
  /** Hot-spot regions, in drawing order; [] for graphic-option scenes. */
  regions: Region[];
  /** A neutral description of what is drawn; never the answer or a diagnosis. */
  alt: string;
}

export interface SceneDefinition<P = any> {
  name: string;
  /** What the scene shows, for the docs and the gallery. */
  title: string;
  /** A strict zod object: unknown params are refused. */
  params: z.ZodType<P>;
  /** Every region id the scene can produce ([] for graphic-option scenes). */
  regionIds: string[];
  render(params: P): Picture;
}
