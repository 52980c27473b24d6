// The picture library (lib/pictures): every scene renders its sample params,
// the same params draw the same SVG, the markup is safe and compact, hot-spot
// regions keep the tap-target rules and match the scene's regionIds, no
// picture prints an answer, rhythm strips follow the rhythm rules (beats in 6
// seconds x 10 = the rate, PR intervals, dropped beats), fetal tracings time
// their decelerations against the contractions, and bad params name the param.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderPicture, SCENE_NAMES, SCENES, pictureProblem, type PictureRef } from "../../lib/pictures/registry";
import { regionAt, regionProblems } from "../../lib/pictures/regions";
import { GALLERY } from "../../lib/pictures/samples";
import { beatsInStrip, FLUTTER_RATES, RATES, RHYTHMS, type Plan } from "../../lib/pictures/ecg/rhythms";
import { stripPlan } from "../../lib/pictures/scenes/rhythm-strip";
import { tracing, type Pattern, type Variability } from "../../lib/pictures/fhr/signal";
import { random } from "../../lib/pictures/random";
import type { Picture } from "../../lib/pictures/types";

const samples = (scene: string): PictureRef[] => GALLERY[scene] ?? [{ scene }];
const all = SCENE_NAMES.flatMap((scene) => samples(scene).map((ref) => ({ ref, picture: renderPicture(ref) })));
const label = (ref: PictureRef) => JSON.stringify(ref);

const TAGS = new Set(["g", "path", "circle", "ellipse", "rect", "line", "polygon", "text"]);
const ATTRS = new Set([
  "d",
  "x",
  "y",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "width",
  "height",
  "fill",
  "stroke",
  "stroke-width",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-opacity",
  "stroke-dasharray",
  "fill-opacity",
  "font-family",
  "font-size",
  "font-weight",
  "text-anchor",
  "transform",
  "paint-order",
  "points",
]);
const COLOURS = new Set(["#1f2937", "#fff", "#d1d5db", "#f3c4c4", "#2563eb", "none"]);
const texts = (p: Picture) => [...p.svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

describe("every scene", () => {
  it("is registered once, with samples that render", () => {
    expect(SCENE_NAMES).toHaveLength(14);
    expect(new Set(SCENE_NAMES).size).toBe(SCENE_NAMES.length);
    for (const { ref, picture } of all) {
      expect(picture.svg.length, label(ref)).toBeGreaterThan(200);
      expect(picture.alt.length, label(ref)).toBeGreaterThan(20);
      expect(picture.width * picture.height, label(ref)).toBeGreaterThan(0);
    }
  });

  it("draws the same SVG for the same params", () => {
    for (const { ref, picture } of all) expect(renderPicture({ ...ref }).svg, label(ref)).toBe(picture.svg);
  });

  it("writes only whitelisted elements, attributes and colours, no ids or links, numbers to one decimal", () => {
    for (const { ref, picture } of all) {
      const svg = picture.svg;
      expect(svg, label(ref)).not.toMatch(
        /<script|foreignObject|<image|<use|<style|href|url\(|javascript:|\sid=|\son[a-z]+=/i,
      );
      for (const [, tag] of svg.matchAll(/<\/?([a-zA-Z]+)/g))
        expect(TAGS.has(tag), `${label(ref)}: <${tag}>`).toBe(true);
      for (const [, attr] of svg.matchAll(/\s([a-zA-Z:-]+)="/g))
        expect(ATTRS.has(attr), `${label(ref)}: ${attr}=`).toBe(true);
      for (const [, colour] of svg.matchAll(/(?:fill|stroke)="([^"]*)"/g))
        expect(COLOURS.has(colour), `${label(ref)}: ${colour}`).toBe(true);
      expect(svg, label(ref)).not.toMatch(/\d\.\d\d/);
      expect(svg.length, `${label(ref)} is ${svg.length} characters`).toBeLessThan(16_000);
      for (const t of texts(picture)) expect(t, label(ref)).not.toMatch(/[<>&"]/);
    }
  });

  it("keeps lib/pictures pure: no React, DOM or Node imports", () => {
    const dir = join(__dirname, "../../lib/pictures");
    const files = (d: string): string[] =>
      readdirSync(d).flatMap((f) => (statSync(join(d, f)).isDirectory() ? files(join(d, f)) : [join(d, f)]));
    for (const f of files(dir))
      expect(readFileSync(f, "utf8"), f).not.toMatch(
        /from "(react|react-dom|node:[a-z]+|fs|path)"|\bdocument\.|\bwindow\./,
      );
  });
});

describe("hot-spot scenes", () => {
  const hotSpots = SCENE_NAMES.filter((s) => SCENES[s].regionIds.length > 0);

  it("are the nine of the brief", () => {
    expect(hotSpots.sort()).toEqual([
      "abdomen",
      "dermatomes",
      "ecg-complex",
      "fundal-height",
      "heart-auscultation",
      "infant-head",
      "injection-sites",
      "lung-auscultation",
      "pulse-sites",
    ]);
  });

  it("have regions at least 44 px wide at 320 px, inside the picture, not overlapping, with unique ids", () => {
    for (const { ref, picture } of all) expect(regionProblems(picture), label(ref)).toEqual([]);
  });

  it("draw exactly the scene's regionIds (over all the params, for scenes whose regions depend on them)", () => {
    for (const scene of hotSpots) {
      const seen = new Set<string>();
      for (const ref of samples(scene)) {
        const p = renderPicture(ref);
        for (const r of p.regions) {
          expect(SCENES[scene].regionIds, label(ref)).toContain(r.id);
          expect(r.name.length, r.id).toBeGreaterThan(5);
          seen.add(r.id);
        }
        if (!["lung-auscultation", "fundal-height"].includes(scene))
          expect(p.regions.map((r) => r.id).sort(), scene).toEqual([...SCENES[scene].regionIds].sort());
      }
      expect([...seen].sort(), scene).toEqual([...SCENES[scene].regionIds].sort());
    }
  });

  it("print no region's id or name", () => {
    for (const { ref, picture } of all) {
      const printed = texts(picture).join(" | ").toLowerCase();
      for (const r of picture.regions) {
        expect(printed, label(ref)).not.toContain(r.id.replace(/-/g, " "));
        expect(printed, label(ref)).not.toContain(r.id);
        expect(printed, label(ref)).not.toContain(r.name.toLowerCase());
      }
    }
  });

  it("follow the anatomy: no right middle lobe or lingula behind, left-sided apex for the mitral area", () => {
    const back = renderPicture({ scene: "lung-auscultation", view: "posterior" }).regions.map((r) => r.id);
    expect(back).not.toContain("right-middle-lobe");
    expect(back).not.toContain("lingula");
    const heart = renderPicture({ scene: "heart-auscultation" });
    const at = (id: string) => heart.regions.find((r) => r.id === id)!.shape as { cx: number; cy: number };
    // front view: the patient's left is the viewer's right
    expect(at("mitral").cx).toBeGreaterThan(heart.width / 2);
    expect(at("aortic").cx).toBeLessThan(heart.width / 2);
    expect(at("pulmonic").cy).toBeLessThan(at("erbs-point").cy);
    expect(at("erbs-point").cy).toBeLessThan(at("tricuspid").cy);
    expect(at("tricuspid").cy).toBeLessThan(at("mitral").cy);
  });

  it("find the region under a tap", () => {
    const heart = renderPicture({ scene: "heart-auscultation" });
    const mitral = heart.regions.find((r) => r.id === "mitral")!.shape as { cx: number; cy: number };
    expect(regionAt(heart.regions, mitral.cx, mitral.cy)?.id).toBe("mitral");
    expect(regionAt(heart.regions, 1, 1)).toBeUndefined();
    const head = renderPicture({ scene: "infant-head" });
    expect(regionAt(head.regions, 160, 140)?.id).toBe("anterior-fontanelle");
  });

  it("catch a region that is too small, outside or overlapping", () => {
    const bad: Picture = {
      width: 320,
      height: 100,
      svg: "",
      alt: "x",
      regions: [
        { id: "a", name: "a", shape: { kind: "circle", cx: 30, cy: 30, r: 20 } },
        { id: "b", name: "b", shape: { kind: "rect", x: 40, y: 10, w: 50, h: 50 } },
        {
          id: "c",
          name: "c",
          shape: {
            kind: "polygon",
            points: [
              [200, 50],
              [260, 50],
              [230, 110],
            ],
          },
        },
      ],
    };
    expect(regionProblems(bad)).toEqual([
      'region "a" is 40.0 px at 320 px wide (min 44)',
      'regions "a" and "b" overlap',
      'region "c" leaves the viewBox',
    ]);
  });
});

describe("graphic-option scenes", () => {
  const graphic = SCENE_NAMES.filter((s) => SCENES[s].regionIds.length === 0);

  it("are the five of the brief, with no regions", () => {
    expect(graphic.sort()).toEqual(["fhr-tracing", "needle-angle", "position", "pressure-injury", "rhythm-strip"]);
    for (const { ref, picture } of all.filter(({ ref }) => graphic.includes(ref.scene)))
      expect(picture.regions, label(ref)).toEqual([]);
  });

  it("never name their answer in the alt text or on the picture", () => {
    const words =
      /fibrillation|flutter|tachy|brady|block|sinus|asystole|elevation|peaked|pvc|premature|wenckebach|mobitz|variab|decel|acceler|late|early|prolonged|stage|unstageable|deep tissue|intradermal|subcutaneous|intramuscular|fowler|trendelenburg|sims|lateral|lithotomy|orthopneic|recumbent|knee-chest|prone|supine/i;
    for (const { ref, picture } of all.filter(({ ref }) => graphic.includes(ref.scene))) {
      expect(picture.alt, label(ref)).not.toMatch(words);
      const printed = texts(picture).join(" ");
      // layer names are printed only when an item asks for labels
      if (!ref.labels) expect(printed, label(ref)).not.toMatch(words);
    }
  });
});

describe("rhythm strips", () => {
  const plans = RHYTHMS.flatMap((rhythm) => {
    const range = RATES[rhythm];
    const rates = !range
      ? [undefined]
      : rhythm === "atrial-flutter"
        ? FLUTTER_RATES
        : [range[0], Math.round((range[0] + range[1]) / 2), range[1], undefined];
    return rates.map((rate) => ({ rhythm, rate, plan: stripPlan({ rhythm, ...(rate ? { rate } : {}) }) }));
  });
  const inStrip = (plan: Plan) => plan.beats.filter((b) => b.at + 0.04 >= 0 && b.at + 0.04 < 6);
  /** PR of each QRS in the strip: from the P wave before it, if one falls within 0.4 s. */
  const prs = (plan: Plan) =>
    inStrip(plan).map((b) => {
      const p = plan.p.filter((x) => x.at < b.at && b.at - x.at < 0.45).at(-1);
      return p ? b.at - p.at : null;
    });
  const rr = (plan: Plan) =>
    inStrip(plan)
      .slice(1)
      .map((b, i) => b.at - inStrip(plan)[i].at);

  it("hold rate/10 QRS complexes in 6 seconds, within one", () => {
    for (const { rhythm, rate, plan } of plans) {
      if (plan.rate === null) continue;
      const expected = (rate ?? RATES[rhythm]![2]) / 10;
      expect(
        Math.abs(beatsInStrip(plan) - expected),
        `${rhythm} ${rate}: ${beatsInStrip(plan)} beats`,
      ).toBeLessThanOrEqual(1);
      if (rhythm === "atrial-fibrillation") expect(beatsInStrip(plan)).toBe(Math.round(expected));
    }
  });

  it("follow each rhythm's rules", () => {
    for (const { rhythm, rate, plan } of plans) {
      const name = `${rhythm} ${rate ?? ""}`;
      const pr = prs(plan);
      const intervals = rr(plan);
      const spread = intervals.length ? Math.max(...intervals) - Math.min(...intervals) : 0;
      if (
        ["sinus", "sinus-bradycardia", "sinus-tachycardia", "st-elevation", "peaked-t", "first-degree-block"].includes(
          rhythm,
        )
      ) {
        expect(spread, name).toBeLessThan(0.01);
        for (const x of pr) expect(x, name).not.toBeNull();
        for (const x of pr) expect(x!, name).toBeGreaterThanOrEqual(rhythm === "first-degree-block" ? 0.21 : 0.12);
        if (rhythm !== "first-degree-block") for (const x of pr) expect(x!, name).toBeLessThanOrEqual(0.2);
      }
      if (rhythm === "atrial-fibrillation" || rhythm === "svt" || rhythm === "ventricular-tachycardia")
        expect(plan.p, name).toHaveLength(0);
      if (rhythm === "atrial-fibrillation") expect(spread, name).toBeGreaterThan(0.15);
      if (rhythm === "svt" || rhythm === "ventricular-tachycardia" || rhythm === "atrial-flutter")
        expect(spread, name).toBeLessThan(0.01);
      if (rhythm === "ventricular-tachycardia") for (const b of plan.beats) expect(b.m.qrs, name).toBe("ventricular");
      if (rhythm === "second-degree-type-1" || rhythm === "second-degree-type-2") {
        // more P waves than QRS complexes: some are not conducted
        const ps = plan.p.filter((x) => x.at >= -1 && x.at < 7).length;
        const qs = plan.beats.filter((b) => b.at >= -1 && b.at < 7).length;
        expect(ps, name).toBeGreaterThan(qs);
        const values = pr.filter((x): x is number => x !== null);
        if (rhythm === "second-degree-type-2")
          expect(Math.max(...values) - Math.min(...values), name).toBeLessThan(0.01);
        else expect(Math.max(...values) - Math.min(...values), name).toBeGreaterThan(0.1);
      }
      if (rhythm === "third-degree-block") {
        const atrial = 60 / (plan.p[1].at - plan.p[0].at);
        expect(atrial, name).toBeGreaterThan(plan.rate!);
        expect((atrial / plan.rate!) % 1, name).toBeGreaterThan(0.25);
        expect((atrial / plan.rate!) % 1, name).toBeLessThan(0.75);
      }
      if (rhythm === "sinus-with-pvcs")
        expect(inStrip(plan).filter((b) => b.m.qrs === "ventricular").length, name).toBe(2);
    }
  });

  it("refuse rates outside each rhythm's range, a rate for rhythms without one, and flutter rates that are not 300 divided by a whole ratio", () => {
    expect(() => renderPicture({ scene: "rhythm-strip", rhythm: "sinus-bradycardia", rate: 75 })).toThrow(
      /param "rate": rate 75 is outside 30-59/,
    );
    expect(() => renderPicture({ scene: "rhythm-strip", rhythm: "asystole", rate: 20 })).toThrow(
      /param "rate".*no rate/,
    );
    expect(() => renderPicture({ scene: "rhythm-strip", rhythm: "atrial-flutter", rate: 130 })).toThrow(
      /param "rate".*150, 100, 75, 60, 50/,
    );
  });
});

describe("fetal heart rate tracings", () => {
  const run = (pattern: Pattern, variability: Variability = "moderate", every = 3) =>
    tracing(random(7), { baseline: 140, variability, pattern, contractionsEveryMin: every });
  const smooth = (xs: number[], w = 7) =>
    xs.map((_, i) => {
      const s = xs.slice(Math.max(0, i - w), i + w + 1);
      return s.reduce((a, b) => a + b, 0) / s.length;
    });
  /** Seconds from each full contraction's peak to the nadir of the heart rate around it. */
  const lags = (pattern: Pattern) => {
    const t = run(pattern);
    const fhr = smooth(t.fhr);
    return t.contractions
      .filter((c) => c + 130 < 600)
      .map((c) => {
        let nadir = Math.round(c);
        for (let s = Math.round(c); s < c + 130; s++) if (fhr[s] < fhr[nadir]) nadir = s;
        return nadir - (c + 35);
      });
  };

  it("time early decelerations with the contraction peak and late ones after it", () => {
    for (const lag of lags("early")) expect(Math.abs(lag)).toBeLessThanOrEqual(10);
    for (const lag of lags("late")) expect(lag).toBeGreaterThanOrEqual(15);
  });

  it("draw the variability classes within their amplitude ranges (peak to trough per minute)", () => {
    const ranges = (v: Variability) => {
      const f = run("none", v).fhr;
      return Array.from({ length: 10 }, (_, m) => {
        const s = f.slice(m * 60, m * 60 + 60);
        return Math.max(...s) - Math.min(...s);
      }).sort((a, b) => a - b);
    };
    const median = (xs: number[]) => xs[5];
    expect(Math.max(...ranges("absent"))).toBeLessThanOrEqual(1);
    expect(Math.max(...ranges("minimal"))).toBeLessThanOrEqual(5);
    expect(median(ranges("moderate"))).toBeGreaterThanOrEqual(6);
    expect(Math.max(...ranges("moderate"))).toBeLessThanOrEqual(25);
    expect(median(ranges("marked"))).toBeGreaterThan(25);
  });

  it("make variable decelerations abrupt (under 30 s to the nadir) and a prolonged one last 2 to 10 minutes", () => {
    const v = run("variable");
    const base = 140;
    const low = smooth(v.fhr, 2).map((x) => x < base - 20);
    for (let s = 1; s < 600; s++)
      if (low[s] && !low[s - 1]) {
        // from the last sample near the baseline to 15 bpm below it takes under 30 s
        let start = s;
        while (start > 0 && v.fhr[start] < base - 8) start--;
        expect(s - start).toBeLessThan(30);
      }
    const p = smooth(run("prolonged").fhr, 5);
    const below = p.filter((x) => x < base - 15).length;
    expect(below).toBeGreaterThanOrEqual(120);
    expect(below).toBeLessThan(600);
  });
});

describe("params", () => {
  it("name the scene and the param in every error", () => {
    const cases: [PictureRef, RegExp][] = [
      [{ scene: "rhythm-strip", rhythm: "sinus", rate: 300 }, /scene "rhythm-strip": param "rate"/],
      [{ scene: "rhythm-strip" }, /scene "rhythm-strip": param "rhythm"/],
      [{ scene: "rhythm-strip", rhythm: "torsades" }, /param "rhythm": .*sinus/],
      [
        { scene: "fhr-tracing", baseline: 300, variability: "moderate", pattern: "none", contractionsEveryMin: 3 },
        /scene "fhr-tracing": param "baseline"/,
      ],
      [
        { scene: "fhr-tracing", baseline: 140, variability: "moderate", pattern: "none", contractionsEveryMin: 0.5 },
        /param "contractionsEveryMin"/,
      ],
      [{ scene: "lung-auscultation", view: "lateral" }, /param "view"/],
      [{ scene: "heart-auscultation", zoom: 2 }, /scene "heart-auscultation": unknown param "zoom"/],
      [{ scene: "position", name: "sitting" }, /param "name"/],
      [{ scene: "pressure-injury", stage: 5 }, /param "stage"/],
      [{ scene: "needle-angle", route: "iv" }, /param "route"/],
      [{ scene: "ecg-complex", st: "up" }, /param "st"/],
      [{ scene: "heart" }, /unknown picture scene "heart"; scenes: heart-auscultation/],
    ];
    for (const [ref, message] of cases) {
      expect(() => renderPicture(ref), label(ref)).toThrow(message);
      expect(pictureProblem(ref), label(ref)).toMatch(message);
    }
    expect(pictureProblem({ scene: "rhythm-strip", rhythm: "atrial-fibrillation", rate: 110 })).toBeNull();
  });
});
