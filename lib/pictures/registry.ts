// Every scene by name, and renderPicture: the one entry point that checks a
// picture reference's params (an error names the scene and the param) and
// draws it. Content items refer to pictures as { scene, ...params }.
import type { z } from "zod";
import type { Picture, SceneDefinition } from "./types";
import { rhythmStrip } from "./scenes/rhythm-strip";
import { heartAuscultation } from "./scenes/heart-auscultation";
import { lungAuscultation } from "./scenes/lung-auscultation";
import { abdomen } from "./scenes/abdomen";
import { fundalHeight } from "./scenes/fundal-height";
import { pulseSites } from "./scenes/pulse-sites";
import { injectionSites } from "./scenes/injection-sites";
import { dermatomes } from "./scenes/dermatomes";
import { infantHead } from "./scenes/infant-head";
import { pressureInjury } from "./scenes/pressure-injury";
import { needleAngle } from "./scenes/needle-angle";
import { position } from "./scenes/position";
import { ecgComplex } from "./scenes/ecg-complex";
import { fhrTracing } from "./scenes/fhr-tracing";

const ALL: SceneDefinition[] = [
  heartAuscultation,
  lungAuscultation,
  abdomen,
  fundalHeight,
  pulseSites,
  injectionSites,
  dermatomes,
  infantHead,
  pressureInjury,
  needleAngle,
  position,
  ecgComplex,
  rhythmStrip,
  fhrTracing,
];

export const SCENES: Record<string, SceneDefinition> = Object.fromEntries(ALL.map((s) => [s.name, s]));
export const SCENE_NAMES = ALL.map((s) => s.name);

export type PictureRef = { scene: string } & Record<string, unknown>;

/** Why this reference cannot be drawn, or null. */
export function pictureProblem(ref: unknown): string | null {
  if (!ref || typeof ref !== "object" || Array.isArray(ref))
    return "a picture is an object like { scene: heart-auscultation }";
  const { scene, ...params } = ref as Record<string, unknown>;
  if (typeof scene !== "string" || !(scene in SCENES))
    return `unknown picture scene ${JSON.stringify(scene)}; scenes: ${SCENE_NAMES.join(", ")}`;
  const r = SCENES[scene].params.safeParse(params);
  return r.success ? null : `picture scene "${scene}": ${describe(r.error)}`;
}

function describe(error: z.ZodError): string {
  const i = error.issues[0];
  if (i.code === "unrecognized_keys")
    return `unknown param${i.keys.length > 1 ? "s" : ""} ${i.keys.map((k) => `"${k}"`).join(", ")}`;
  const param = i.path.map(String).join(".");
  return param ? `param "${param}": ${i.message}` : i.message;
}

/** Checks the params and draws the picture; throws an Error naming the scene and the param. */
export function renderPicture(ref: PictureRef): Picture {
  const problem = pictureProblem(ref);
  if (problem) throw new Error(problem);
  const { scene, ...params } = ref;
  const def = SCENES[scene];
  return def.render(def.params.parse(params));
}
