// Study Strategies content (the /study-strategies page). Plain data: the page
// renders it on the server; none of it is shipped to the browser.
import type { ClientNeed } from "./categories";
import { TEST_PLAN } from "./test-plan";

export const STRATEGY_TABS = [
  { id: "pyramid", label: "Pyramid to Success" },
  { id: "test-taking", label: "Test-Taking Strategies" },
  { id: "time-management", label: "Time Management" },
] as const;
export type StrategyTabId = (typeof STRATEGY_TABS)[number]["id"];

/** The tab named by ?tab=, or the first one. */
export function strategyTab(value: string | null): StrategyTabId {
  return STRATEGY_TABS.find((t) => t.id === value)?.id ?? STRATEGY_TABS[0].id;
}

export interface PyramidLevel {
  name: string;
  priority: "High" | "Medium";
  percent: string;
  description: string;
  subcategories: ClientNeed[]; // shown with their ranges from lib/test-plan.ts
  tips: string[];
}

export const PYRAMID: PyramidLevel[] = [
  {
    name: "Physiological Integrity",
    priority: "High",
    percent: "50-60%",
    description:
      "About half of the exam: caring for clients with acute, chronic and life-threatening conditions, giving medications and IV therapy safely, and catching complications before they become emergencies.",
    subcategories: [
      "Basic Care and Comfort",
      "Pharmacological and Parenteral Therapies",
      "Reduction of Risk Potential",
      "Physiological Adaptation",
    ],
    tips: [
      "Know the labs the exam assumes you know: K⁺ 3.5-5.0 mEq/L, Na⁺ 135-145 mEq/L, pH 7.35-7.45, PaCO₂ 35-45 mm Hg, HCO₃⁻ 22-26 mEq/L, and an INR of 2-3 for most clients on warfarin.",
      "Study drugs by class and suffix: ‑olol (check apical pulse and BP before giving), ‑pril (dry cough, angioedema, high potassium), ‑sartan (hypotension, high potassium), ‑statin (report muscle pain).",
      "For every procedure, know the complication to watch for: after a thyroidectomy, stridor and tingling around the mouth (low calcium); after a cardiac catheterization, bleeding at the site and weak distal pulses.",
      "When asked which finding to report, choose the one that is new, sudden or signals a complication (sudden dyspnea after hip surgery), not the expected effect of the condition or treatment.",
    ],
  },
  {
    name: "Safe & Effective Care",
    priority: "High",
    percent: "17-23%",
    description:
      "Keeping clients safe and coordinating their care: delegation, prioritization, consent, and infection control. NCSBN's 2023 test plan calls it Safe and Effective Care Environment and splits it into the two subcategories below; Management of Care alone is the largest single subcategory on the exam.",
    subcategories: ["Management of Care", "Safety and Infection Control"],
    tips: [
      "Delegate by stability and predictability. The RN keeps assessment, teaching, evaluation and unstable clients; an LPN/LVN takes stable clients with expected outcomes and routine medications; UAP do hygiene, feeding, ambulation, and vital signs on stable clients.",
      "Match precautions to the organism: airborne (fit-tested N95, negative-pressure room) for TB, measles and varicella; droplet (surgical mask) for influenza, pertussis and meningococcal meningitis; contact (gown and gloves) for MRSA and C. difficile, washing hands with soap and water for C. diff.",
      "Informed consent: the provider explains the procedure and obtains consent; the nurse witnesses the signature. If the client still has questions or has just had an opioid or sedative, stop and notify the provider.",
      "To choose who to see first, pick the client who is unstable or whose change is unexpected; to choose who can be discharged or reassigned, pick the stable client with a predictable course.",
    ],
  },
  {
    name: "Health Promotion",
    priority: "Medium",
    percent: "6-12%",
    description:
      "Growth and development across the lifespan, prevention and early detection of disease: pregnancy, labor, postpartum and newborn care, immunizations, screening, and health teaching.",
    subcategories: ["Health Promotion and Maintenance"],
    tips: [
      "Tie each age to its Erikson stage: infant trust vs. mistrust, toddler autonomy vs. shame and doubt, preschooler initiative vs. guilt, school age industry vs. inferiority, adolescent identity vs. role confusion.",
      "Maternity numbers: fetal heart rate baseline 110-160/min. Late decelerations mean uteroplacental insufficiency: stop oxytocin, turn the client to her side, give an IV fluid bolus, notify the provider. A boggy fundus is massaged first.",
      "Live vaccines (MMR, varicella, intranasal influenza) are not given in pregnancy or to clients with severe immunosuppression; inactivated vaccines generally can be.",
      "Prevention facts: folic acid 400 mcg daily before conception prevents neural tube defects; an Rh-negative client gets Rh immune globulin at about 28 weeks and within 72 hours of giving birth to an Rh-positive newborn.",
    ],
  },
  {
    name: "Psychosocial Integrity",
    priority: "Medium",
    percent: "6-12%",
    description:
      "Mental health and coping: therapeutic communication, crisis and suicide risk, abuse and neglect, substance use and withdrawal, and psychiatric medications.",
    subcategories: ["Psychosocial Integrity"],
    tips: [
      "Therapeutic answers acknowledge the feeling and invite the client to say more. Rule out 'why' questions, false reassurance ('everything will be fine'), advice, and changing the subject.",
      "Ask directly about suicide and about a plan. A sudden lift in mood or giving belongings away can mean the client has decided; risk also rises as antidepressants restore energy in the first weeks.",
      "Alcohol withdrawal can start 6-24 hours after the last drink, and delirium tremens usually appears at 48-72 hours: expect benzodiazepines, thiamine, seizure precautions and frequent vital signs.",
      "Psychiatric drugs: lithium 0.6-1.2 mEq/L with steady salt and fluid intake; MAOIs with no tyramine (aged cheese, cured meats); clozapine needs blood counts; fever with rigidity on an antipsychotic suggests NMS.",
    ],
  },
];

/** A level's subcategory ranges on the NCSBN test plan, added up. */
export function subcategoryShare(level: PyramidLevel): { min: number; max: number } {
  return level.subcategories.reduce(
    (sum, need) => ({ min: sum.min + TEST_PLAN[need].min, max: sum.max + TEST_PLAN[need].max }),
    { min: 0, max: 0 },
  );
}

/**
 * Whether the heading's share (the product's figure) lies outside what NCSBN's
 * subcategory ranges add up to. Only Safe & Effective Care: 17-23% against
 * 25-37%. The card then says so, rather than showing two figures that disagree.
 */
export function headingDiffersFromPlan(level: PyramidLevel): boolean {
  const [min, max] = level.percent.replace("%", "").split("-").map(Number);
  const plan = subcategoryShare(level);
  return min < plan.min || max > plan.max;
}

export interface WorkedExample {
  stem: string;
  options: string[];
  answer: number; // index into options
  why: string;
}

export interface TestStrategy {
  title: string;
  guidance: string[];
  example: WorkedExample;
}

export const TEST_STRATEGIES: TestStrategy[] = [
  {
    title: "Read Carefully",
    guidance: [
      "Before the options, name the client, the problem, and what is being asked.",
      "Spot the key words: first, priority, initial, best. 'Needs further teaching', 'contraindicated' and 'avoid' ask for the wrong or unsafe option.",
      "Use only the data in the stem: age, timing (2 hours after surgery) and values. Don't add 'what ifs'.",
    ],
    example: {
      stem: "A client newly prescribed warfarin is taught about the medication. Which statement indicates a need for further teaching?",
      options: [
        '"I will shave with an electric razor."',
        '"I will take aspirin when I get a headache."',
        '"I will keep my appointments for INR checks."',
        '"I will tell my dentist I take warfarin."',
      ],
      answer: 1,
      why: "The stem asks for the incorrect statement. Aspirin adds to the bleeding risk of warfarin; the other three are correct and safe.",
    },
  },
  {
    title: "Use ABC Priority",
    guidance: [
      "Airway before Breathing before Circulation, then Maslow: physiological needs before safety, then love and belonging, then esteem.",
      "Acute before chronic and actual before potential, except that a threat to the airway outranks almost everything.",
      "For a client with no pulse, BLS is C‑A‑B: start chest compressions first.",
    ],
    example: {
      stem: "The nurse receives report on four clients. Which client should the nurse see first?",
      options: [
        "Client with COPD whose SpO₂ is 90% on 2 L/min of oxygen",
        "Client 1 day after abdominal surgery who rates pain 7 out of 10",
        "Client with burns to the face and neck 2 hours ago whose voice is now hoarse",
        "Client on a heparin infusion with an aPTT of 1.5 times the control",
      ],
      answer: 2,
      why: "Hoarseness after facial and neck burns signals airway swelling that can close the airway quickly. An SpO₂ of 88-92% is the usual target in COPD, the pain is real but not life-threatening, and the aPTT is therapeutic.",
    },
  },
  {
    title: "Eliminate Options",
    guidance: [
      "Predict the answer before reading the options, then strike out options instead of hunting for the right one.",
      "Strike options that delay care (document, wait and reassess), pass on a problem the nurse can safely act on, use absolutes (always, never), or are only partly true.",
      "For select-all-that-apply, judge each option on its own as true or false.",
    ],
    example: {
      stem: "Ten minutes into a blood transfusion, a client reports chills and low back pain. What is the nurse's first action?",
      options: [
        "Slow the transfusion and recheck vital signs in 15 minutes",
        "Stop the transfusion and infuse 0.9% sodium chloride through new tubing",
        "Notify the provider and the blood bank",
        "Document the client's symptoms",
      ],
      answer: 1,
      why: "These are signs of an acute hemolytic reaction. Slowing the rate still gives incompatible blood; notifying and documenting are needed but come after stopping it and keeping the vein open.",
    },
  },
  {
    title: "Critical Thinking",
    guidance: [
      "Next Generation NCLEX items follow the Clinical Judgment Measurement Model: recognize cues, analyze cues, prioritize hypotheses, generate solutions, take action, evaluate outcomes. Ask which step the item tests.",
      "In case studies, compare data over time: a trend (rising heart rate, falling urine output) tells more than one value.",
      "Many NGN items give partial credit, so answer every part of a matrix, bow-tie or drag-and-drop item.",
    ],
    example: {
      stem: "Two days after a total hip replacement: at 0800 HR 88, RR 18, SpO₂ 97%; at 1200 HR 118, RR 28, SpO₂ 89%, and the client is anxious with sudden sharp chest pain. Which condition is most likely?",
      options: ["Pneumonia", "Pulmonary embolism", "Hip dislocation", "Anxiety attack"],
      answer: 1,
      why: "Sudden dyspnea, tachycardia, chest pain and falling SpO₂ after orthopedic surgery point to a PE. Pneumonia develops over days with fever, anxiety does not explain the hypoxia, and a dislocation causes hip pain and a shortened leg.",
    },
  },
];

export const DECISION_FRAMEWORK = [
  {
    title: "Safety First",
    text: "Ask what will harm the client soonest if you do nothing, and remove that danger before anything else.",
  },
  {
    title: "ABC Priority",
    text: "Airway, then breathing, then circulation; then Maslow's physiological needs before psychosocial ones.",
  },
  {
    title: "Nursing Process",
    text: "Assess before you plan or act (ADPIE), unless the stem already gives the data or the client is in immediate danger.",
  },
];

export const TIME_PHASES = [
  {
    title: "Before the Exam",
    items: [
      "Check your Authorization to Test and appointment, and that your ID matches your registration name exactly.",
      "Take one full-length timed practice test at the hour of your appointment; spend the days left on your two weakest categories.",
      "Keep doing 75-100 questions a day and read every rationale, including the ones you got right.",
      "Review your high-yield lists once more: labs, drug suffixes, precautions, delegation, maternity numbers.",
      "Travel to the test center once at the same hour to time the trip and find parking.",
      "Make the last day light and sleep 7-9 hours the two nights before.",
    ],
  },
  {
    title: "Day of Exam",
    items: [
      "Bring your unexpired government-issued photo ID; the name must match your registration.",
      "Arrive 30 minutes early: check-in takes a palm-vein scan, photo and signature, and arriving late can cost you the appointment.",
      "Eat a normal breakfast with protein, and don't add more caffeine than usual.",
      "Phones, watches and notes go in a locker; the center gives you an erasable board.",
      "The 5 hours include the tutorial and all breaks; optional breaks are offered at about 2 and 3.5 hours.",
    ],
  },
  {
    title: "During Questions",
    items: [
      "You can't go back: choose, confirm and put the last item out of your mind.",
      "The exam is adaptive: it keeps choosing items you have about an even chance of getting right, so it feels hard for everyone. Hard is not failing.",
      "It stops between 85 and 150 items, as soon as it is 95% sure you are above or below the passing standard; don't count items.",
      "Budget about 1-2 minutes per item; if stuck, eliminate what you can, pick, and move on.",
      "For case studies, read all the tabs of data first, then answer each item for the step it asks about.",
      "Take the optional breaks: stand, drink water, breathe slowly for a minute.",
    ],
  },
];

export const STUDY_SCHEDULE = [
  { value: "6-8 weeks", label: "Total prep time", hint: "of steady review after graduation" },
  { value: "75-100", label: "Questions daily", hint: "with every rationale read" },
  { value: "3-4 hours", label: "Study time daily", hint: "in 50-minute blocks with short breaks" },
  { value: "85%+", label: "Target accuracy", hint: "on topics you have already reviewed" },
];
