// A representative set of params for each scene: the gallery draws them and
// the tests render them (scenes missing here render with no params).
import type { PictureRef } from "./registry";

const strip = (rhythm: string, rate?: number): PictureRef => ({
  scene: "rhythm-strip",
  rhythm,
  ...(rate ? { rate } : {}),
});

const fhr = (baseline: number, variability: string, pattern: string, contractionsEveryMin: number): PictureRef => ({
  scene: "fhr-tracing",
  baseline,
  variability,
  pattern,
  contractionsEveryMin,
});

export const GALLERY: Record<string, PictureRef[]> = {
  position: [
    "supine",
    "prone",
    "semi-fowlers",
    "fowlers",
    "high-fowlers",
    "trendelenburg",
    "reverse-trendelenburg",
    "sims",
    "left-lateral",
    "lithotomy",
    "orthopneic",
    "dorsal-recumbent",
    "knee-chest",
  ].map((name) => ({ scene: "position", name })),
  "needle-angle": [
    ...["intradermal", "subcutaneous-45", "subcutaneous-90", "intramuscular"].map((route) => ({
      scene: "needle-angle",
      route,
    })),
    { scene: "needle-angle", route: "intramuscular", labels: true },
  ],
  "pressure-injury": [
    ...["1", "2", "3", "4", "unstageable", "deep-tissue"].map((stage) => ({ scene: "pressure-injury", stage })),
    { scene: "pressure-injury", stage: "3", labels: true },
  ],
  "fundal-height": [
    { scene: "fundal-height", state: "pregnant" },
    { scene: "fundal-height", state: "postpartum" },
  ],
  "lung-auscultation": [
    { scene: "lung-auscultation", view: "anterior" },
    { scene: "lung-auscultation", view: "posterior" },
  ],
  "fhr-tracing": [
    fhr(140, "moderate", "accelerations", 3),
    fhr(135, "moderate", "early", 3),
    fhr(150, "minimal", "late", 2.5),
    fhr(140, "moderate", "variable", 2.5),
    fhr(145, "moderate", "prolonged", 3),
    fhr(170, "absent", "none", 2),
    fhr(130, "marked", "none", 4),
  ],
  "ecg-complex": [
    { scene: "ecg-complex" },
    { scene: "ecg-complex", st: "elevated" },
    { scene: "ecg-complex", st: "depressed", t: "inverted" },
    { scene: "ecg-complex", t: "peaked" },
    { scene: "ecg-complex", st: "elevated", t: "inverted" },
  ],
  "rhythm-strip": [
    strip("sinus"),
    strip("sinus-bradycardia"),
    strip("sinus-tachycardia"),
    strip("atrial-fibrillation"),
    strip("atrial-fibrillation", 150),
    strip("atrial-flutter"),
    strip("atrial-flutter", 150),
    strip("svt"),
    strip("ventricular-tachycardia"),
    strip("ventricular-fibrillation"),
    strip("asystole"),
    strip("first-degree-block"),
    strip("second-degree-type-1"),
    strip("second-degree-type-2"),
    strip("third-degree-block"),
    strip("sinus-with-pvcs"),
    strip("st-elevation"),
    strip("peaked-t"),
  ],
};
