// The measurements a chart may show: each name with the units it is charted in
// and a plausible range per unit. "Plausible" means a value a real chart could
// hold, sick clients included, not the normal range: the checker uses it to
// catch typos (a heart rate of 1180, a potassium in mg/dL), not to judge care.
// Add a measurement here, with its range, before charting it.

export interface UnitRange {
  unit: string;
  min: number;
  max: number;
}

const u = (unit: string, min: number, max: number): UnitRange => ({ unit, min, max });

export const MEASURES: Record<string, UnitRange[]> = {
  // Vital signs and bedside measurements
  Temperature: [u("°C", 32, 43), u("°F", 89.6, 109.4)],
  "Heart rate": [u("/min", 20, 250)],
  "Respiratory rate": [u("/min", 4, 90)],
  "Blood pressure": [u("mm Hg", 20, 300)], // systolic/diastolic; both parts checked
  "Mean arterial pressure": [u("mm Hg", 20, 200)],
  SpO2: [u("%", 40, 100)],
  "Oxygen flow": [u("L/min", 0, 60)],
  FiO2: [u("%", 21, 100)],
  Pain: [u("/10", 0, 10)],
  Weight: [u("kg", 0.3, 350), u("g", 300, 6500), u("lb", 0.7, 770)],
  Height: [u("cm", 25, 230)],
  "Capillary refill": [u("seconds", 0, 10)],
  "Glasgow Coma Scale": [u("points", 3, 15)],
  "Urine output": [u("mL/h", 0, 1000), u("mL", 0, 10000), u("mL/kg/h", 0, 20)],
  "Fluid intake": [u("mL", 0, 15000)],
  "Central venous pressure": [u("mm Hg", 0, 30)],
  "Fetal heart rate": [u("/min", 50, 240)],
  "Contraction frequency": [u("minutes", 1, 30)],
  "Contraction duration": [u("seconds", 10, 180)],
  "Cervical dilation": [u("cm", 0, 10)],
  "Fundal height": [u("cm", 0, 45)],
  "Blood loss": [u("mL", 0, 5000)],
  "Point-of-care glucose": [u("mg/dL", 10, 1500)],
  "Peak expiratory flow": [u("L/min", 50, 800)],
  "Head circumference": [u("cm", 20, 60)],
  "Apgar score": [u("points", 0, 10)],
  "CIWA-Ar score": [u("points", 0, 67)],
  "COWS score": [u("points", 0, 48)],
  "Braden score": [u("points", 6, 23)],
  "Morse Fall Scale": [u("points", 0, 125)],
  "Total body surface area burned": [u("%", 0, 100)],
  "Intracranial pressure": [u("mm Hg", 0, 60)],
  "Pasero Opioid-Induced Sedation Scale": [u("points", 1, 4)],
  "Richmond Agitation-Sedation Scale": [u("points", -5, 4)],
  "NIH Stroke Scale": [u("points", 0, 42)],
  "Bladder scan volume": [u("mL", 0, 2000)],
  QTc: [u("ms", 250, 750)],
  // Chemistry
  Sodium: [u("mEq/L", 100, 185)],
  Potassium: [u("mEq/L", 1.5, 9.5)],
  Chloride: [u("mEq/L", 65, 140)],
  Bicarbonate: [u("mEq/L", 2, 50)],
  "Anion gap": [u("mEq/L", 0, 50)],
  Glucose: [u("mg/dL", 10, 1500)],
  BUN: [u("mg/dL", 2, 250)],
  Creatinine: [u("mg/dL", 0.1, 20)],
  eGFR: [u("mL/min/1.73 m²", 2, 150)],
  Calcium: [u("mg/dL", 4, 18)],
  "Ionized calcium": [u("mg/dL", 2, 8)],
  Magnesium: [u("mEq/L", 0.3, 12), u("mg/dL", 0.4, 15)],
  Phosphorus: [u("mg/dL", 0.5, 15)],
  Albumin: [u("g/dL", 1, 6)],
  "Total protein": [u("g/dL", 2, 12)],
  "Total bilirubin": [u("mg/dL", 0.1, 40)],
  ALT: [u("units/L", 1, 10000)],
  AST: [u("units/L", 1, 10000)],
  "Alkaline phosphatase": [u("units/L", 10, 3000)],
  Ammonia: [u("mcg/dL", 5, 500)],
  Lipase: [u("units/L", 1, 20000)],
  Amylase: [u("units/L", 1, 10000)],
  Lactate: [u("mmol/L", 0.2, 30)],
  "Serum osmolality": [u("mOsm/kg", 200, 450)],
  "Beta-hydroxybutyrate": [u("mmol/L", 0, 20)],
  HbA1c: [u("%", 3, 20)],
  "Troponin I": [u("ng/mL", 0, 200)],
  "High-sensitivity troponin": [u("ng/L", 0, 100000)],
  BNP: [u("pg/mL", 0, 10000)],
  CK: [u("units/L", 10, 200000)],
  "C-reactive protein": [u("mg/L", 0, 500)],
  Procalcitonin: [u("ng/mL", 0, 200)],
  TSH: [u("mIU/L", 0.005, 200)],
  "Free T4": [u("ng/dL", 0.1, 10)],
  Cortisol: [u("mcg/dL", 0.5, 100)],
  "Uric acid": [u("mg/dL", 1, 20)],
  LDH: [u("units/L", 20, 10000)],
  Carboxyhemoglobin: [u("%", 0, 80)],
  // Hematology and coagulation
  WBC: [u("/mm³", 100, 150000)],
  "Absolute neutrophil count": [u("/mm³", 0, 100000)],
  Hemoglobin: [u("g/dL", 3, 25)],
  Hematocrit: [u("%", 10, 75)],
  Platelets: [u("/mm³", 1000, 1500000)],
  INR: [u("", 0.5, 15)],
  PT: [u("seconds", 8, 120)],
  aPTT: [u("seconds", 15, 200)],
  Fibrinogen: [u("mg/dL", 30, 1000)],
  "Reticulocyte count": [u("%", 0, 40)],
  "D-dimer": [u("ng/mL FEU", 0, 20000)],
  // Blood gases
  "Arterial pH": [u("", 6.8, 7.8)],
  "Venous pH": [u("", 6.8, 7.8)],
  PaCO2: [u("mm Hg", 10, 130)],
  PaO2: [u("mm Hg", 25, 600)],
  "Base excess": [u("mEq/L", -30, 30)],
  // Drug levels
  Digoxin: [u("ng/mL", 0, 10)],
  Lithium: [u("mEq/L", 0, 6)],
  Phenytoin: [u("mcg/mL", 0, 60)],
  Theophylline: [u("mcg/mL", 0, 60)],
  Acetaminophen: [u("mcg/mL", 0, 1000)],
  "Blood alcohol": [u("mg/dL", 0, 600)],
  "Magnesium sulfate level": [u("mg/dL", 0, 15)],
  // Urine and newborn
  "Urine specific gravity": [u("", 1.0, 1.04)],
  "Urine protein": [u("mg/dL", 0, 2000)],
  "Urine protein-to-creatinine ratio": [u("mg/mg", 0, 20)],
  "Transcutaneous bilirubin": [u("mg/dL", 0, 35)],
  "Serum bilirubin": [u("mg/dL", 0, 40)],
};

export type MeasureProblem = string | null;

/** Why a charted value is not acceptable, or null when it is. */
export function measureProblem(name: string, value: number | string, unit: string): MeasureProblem {
  const ranges = MEASURES[name];
  if (!ranges)
    return `unknown measurement '${name}': use a name from lib/cases/measures.ts or add it there with its units and plausible range`;
  const range = ranges.find((r) => r.unit === unit);
  if (!range) return `'${name}' is charted in ${ranges.map((r) => r.unit || "(no unit)").join(" or ")}, not '${unit}'`;
  const parts = name === "Blood pressure" ? String(value).split("/") : [String(value)];
  if (name === "Blood pressure" && (parts.length !== 2 || Number(parts[0]) <= Number(parts[1])))
    return `'${name}' is written systolic/diastolic with the systolic higher, got '${value}'`;
  for (const p of parts) {
    const n = Number(p);
    if (p.trim() === "" || !Number.isFinite(n)) return `'${name}' needs a number, got '${value}'`;
    if (n < range.min || n > range.max)
      return `'${name}' ${value} ${unit} is outside the plausible ${range.min}–${range.max} ${unit}`;
  }
  return null;
}
