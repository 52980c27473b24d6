// The seven specialties of the Question Bank and their categories (spec section 9).
export interface Specialty {
  id: string;
  name: string;
  fullName: string;
  practiceName: string; // shown on the Practice page subtitle
  description: string;
  categories: string[];
}

export const SPECIALTIES: Specialty[] = [
  {
    id: "med-surg",
    name: "Med/Surg",
    fullName: "Medical-Surgical Nursing",
    practiceName: "Medical-Surgical",
    description: "Adult acute and chronic illness: cardiac, respiratory, renal, endocrine and postoperative care.",
    categories: ["Medical-Surgical", "Physiological Adaptation", "Basic Care and Comfort"],
  },
  {
    id: "labs",
    name: "Labs",
    fullName: "Laboratory Values",
    practiceName: "Laboratory Values",
    description:
      "Interpreting electrolytes, blood gases, blood counts, coagulation studies and drug levels, and acting on them.",
    categories: ["Reduction of Risk Potential"],
  },
  {
    id: "psych-mental",
    name: "Psych & Mental Health",
    fullName: "Psych & Mental Health",
    practiceName: "Psych & Mental Health",
    description: "Therapeutic communication, crisis and safety, mood and psychotic disorders, and psychotropic drugs.",
    categories: ["Mental Health", "Psychosocial Integrity"],
  },
  {
    id: "maternity",
    name: "Maternity",
    fullName: "Maternal & Newborn Nursing",
    practiceName: "Maternity",
    description: "Prenatal care, labor and fetal monitoring, postpartum complications and newborn care.",
    categories: ["Maternity"],
  },
  {
    id: "pediatrics",
    name: "Pediatrics",
    fullName: "Pediatrics",
    practiceName: "Pediatrics",
    description:
      "Growth and development, immunizations, childhood illness, weight-based dosing and family-centered care.",
    categories: ["Pediatrics"],
  },
  {
    id: "pharmacology",
    name: "Pharmacology",
    fullName: "Pharmacological Therapies",
    practiceName: "Pharmacology",
    description: "Drug classes, adverse effects, holding parameters, antidotes, IV therapy and dosage calculation.",
    categories: ["Pharmacological and Parenteral Therapies"],
  },
  {
    id: "fundamentals",
    name: "Nursing Fundamentals",
    fullName: "Nursing Fundamentals",
    practiceName: "Nursing Fundamentals",
    description:
      "Prioritization, delegation, infection control, safety, legal and ethical practice, and health promotion.",
    categories: ["Management of Care", "Safety and Infection Control", "Health Promotion and Maintenance"],
  },
];

export const specialtyById = (id: string) => SPECIALTIES.find((s) => s.id === id);

export function matchesSearch(s: Specialty, term: string): boolean {
  const t = term.trim().toLowerCase();
  return !t || [s.name, s.fullName, s.description].some((f) => f.toLowerCase().includes(t));
}
