// Answering whatever question a screen shows, through the UI, whatever its
// format: by mouse (answerCurrent, answerByMouse) or by keyboard alone
// (answerByKeyboard). The view is recognised from its DOM (client/formats/*),
// never from the API, so a test drives exactly what a student sees.
import type { Locator, Page } from "playwright-core";

/** Where a question is shown: the practice/timed dialog or the readiness exam. */
export type Scope = ".session-dialog" | ".readiness-exam";

/**
 * The view a question is shown in. One per format, except the two
 * drag-and-drop formats, which look alike until graded ("dnd").
 */
export type ViewKind =
  | "single"
  | "sata"
  | "select_n"
  | "mr_grouping"
  | "matrix_mc"
  | "matrix_mr"
  | "dropdown_cloze"
  | "dropdown_table"
  | "dropdown_rationale"
  | "dnd"
  | "highlight_text"
  | "highlight_table"
  | "bowtie"
  | "ordered"
  | "calculation"
  | "hot_spot"
  | "exhibit"
  | "graphic";

/** The view kind of a format name (the API's `type`). */
export const viewKindOf = (format: string): ViewKind =>
  format === "dnd_cloze" || format === "dnd_rationale" ? "dnd" : (format as ViewKind);

const SUBMIT = /^(Submit Answer|Finish Test)$/;

/** The question's answer area: a multiple-choice card, or an NGN format's fieldset once its view has loaded. */
const answerArea = (page: Page, scope: Scope) =>
  page.locator(`${scope} fieldset.ngn, ${scope} fieldset.question:has(.option)`).first();

/** Waits for the current question's view and says which one it is. */
export async function shownKind(page: Page, scope: Scope): Promise<ViewKind> {
  const area = answerArea(page, scope);
  await area.waitFor();
  return area.evaluate((el): ViewKind => {
    if (!el.classList.contains("ngn")) return "single";
    const instruction = el.querySelector(":scope > legend.ngn-instruction")?.textContent ?? "";
    if (el.classList.contains("ngn-bowtie")) return "bowtie";
    if (el.classList.contains("calculation")) return "calculation";
    if (el.classList.contains("hotspot")) return "hot_spot";
    if (el.classList.contains("exhibit-options")) return "exhibit";
    if (el.classList.contains("graphic-options")) return "graphic";
    if (el.querySelector(".ngn-steps")) return "ordered";
    if (el.querySelector(".ngn-bank, .ngn-blank")) return "dnd";
    if (el.querySelector(".ngn-matrix"))
      return el.querySelector(".ngn-matrix input[type=radio]") ? "matrix_mc" : "matrix_mr";
    if (el.querySelector("select.ngn-select"))
      return el.querySelector("table")
        ? "dropdown_table"
        : instruction.startsWith("Complete the sentence")
          ? "dropdown_rationale"
          : "dropdown_cloze";
    if (el.querySelector(".ngn-phrase")) return el.querySelector("table") ? "highlight_table" : "highlight_text";
    if (el.querySelector(".ngn-groups")) return "mr_grouping";
    if (/^Select \d+ options\.$/.test(instruction)) return "select_n";
    if (instruction === "Select all that apply.") return "sata";
    throw new Error(`unrecognised question view: "${instruction}"`);
  });
}

/** How many to pick in a select-N item ("Select 3 options."). */
export async function selectCount(page: Page, scope: Scope): Promise<number> {
  const text = await page.locator(`${scope} fieldset.ngn > legend.ngn-instruction`).textContent();
  const n = Number(/^Select (\d+) options\./.exec(text ?? "")?.[1]);
  if (!n) throw new Error(`not a select-N instruction: ${text}`);
  return n;
}

/** A calculation's entry: whatever number it is, the view takes it (graded later; the samples' keys are not known here). */
export const CALC_VALUE = "2.5";

/** Exhibit and graphic items answer as one option (radios) or select all (checkboxes). */
const isRadio = async (area: Locator) => (await area.locator("input[type=radio]").count()) > 0;

/** The bow-tie's wings in screen order, with how many each takes. */
export const BOWTIE_WINGS = [
  { title: "Actions to take", limit: 2 },
  { title: "Condition most likely experiencing", limit: 1 },
  { title: "Parameters to monitor", limit: 2 },
] as const;
export const bowtieWing = (page: Page, scope: Scope, i: number) =>
  page.locator(`${scope} .ngn-wings > fieldset.ngn-group`).nth(i);

const nth = async (list: Locator, i: number) => list.nth(i % (await list.count()));

/**
 * The controls that could still change a graded item's answer. A hot-spot
 * region stays focusable (aria-disabled) so its mark is read out, and an
 * exhibit's tabs keep switching its record: neither changes the answer.
 */
export const answerControls = (page: Page, scope: Scope) =>
  page.locator(`${scope} .question :is(input, select, button):enabled:not([aria-disabled=true], [role=tab])`);

/** How many areas a hot-spot item asks for: "Select one area…" or "Select 2 areas…". */
/** How many areas a hot spot asks for (its instruction: "Select 2 areas…", else one). */
export const regionsToSelect = async (area: Locator) =>
  Number(/^Select (\d+) areas/.exec((await area.locator("legend").textContent()) ?? "")?.[1] ?? 1);

/**
 * Answers the current question by mouse (taps and clicks; a native drop-down
 * is chosen with selectOption, since its popup is not part of the page) so
 * that it is complete. `variant` shifts which choices are picked, so a run of
 * questions is not answered "A" throughout. Returns the view's kind.
 */
export async function answerByMouse(page: Page, scope: Scope, variant = 0): Promise<ViewKind> {
  const kind = await shownKind(page, scope);
  const area = answerArea(page, scope);
  const options = area.locator(".option");
  switch (kind) {
    case "single":
    case "highlight_text":
    case "highlight_table":
    case "sata": {
      const list = kind.startsWith("highlight") ? area.locator("button.ngn-phrase") : options;
      await (await nth(list, variant)).click();
      if (kind !== "single") await (await nth(list, variant + 2)).click();
      break;
    }
    case "select_n": {
      const n = await selectCount(page, scope);
      for (let i = 0; i < n; i++) await (await nth(options, variant + i)).click();
      break;
    }
    case "mr_grouping": {
      const groups = area.locator(".ngn-groups > fieldset.ngn-group");
      for (let g = 0; g < (await groups.count()); g++)
        await (await nth(groups.nth(g).locator(".option"), variant + g)).click();
      break;
    }
    case "matrix_mc":
    case "matrix_mr": {
      const rows = area.locator(".ngn-matrix tbody tr");
      for (let r = 0; r < (await rows.count()); r++)
        await (await nth(rows.nth(r).locator("label.ngn-cell"), variant + r)).click();
      break;
    }
    case "dropdown_cloze":
    case "dropdown_table":
    case "dropdown_rationale": {
      const selects = area.locator("select.ngn-select");
      for (let i = 0; i < (await selects.count()); i++) {
        const choices = (await selects.nth(i).locator("option").count()) - 1; // less "Select…"
        await selects.nth(i).selectOption({ index: 1 + ((variant + i) % choices) });
      }
      break;
    }
    case "dnd": {
      // Tap a token, then tap a blank, until every blank holds one.
      const empty = area.locator("button.ngn-blank[aria-label$=', empty']");
      for (let i = 0; (await empty.count()) > 0; i++) {
        if (i > 10) throw new Error("drag-and-drop: blanks stay empty");
        const token = await nth(area.locator(".ngn-bank button.ngn-token"), variant + i);
        await token.click();
        await area.locator(".ngn-bank button.ngn-token[aria-pressed=true]").waitFor();
        await empty.first().click();
      }
      break;
    }
    case "bowtie":
      for (const [w, wing] of BOWTIE_WINGS.entries()) {
        const choices = bowtieWing(page, scope, w).locator(".option");
        for (let i = 0; i < wing.limit; i++) await (await nth(choices, variant + w + i)).click();
      }
      break;
    case "ordered":
      // Complete as shown; move one step so the order is the student's own.
      await (await nth(area.locator("button.ngn-move:enabled"), variant)).click();
      break;
    case "calculation":
      await area.locator("input.calc-input").click();
      await area.locator("input.calc-input").fill(CALC_VALUE);
      break;
    case "hot_spot": {
      const regions = area.locator("button.hotspot-region");
      for (let k = 0; k < (await regionsToSelect(area)); k++) await (await nth(regions, variant + 2 + k)).click();
      break;
    }
    case "exhibit":
    case "graphic":
      await (await nth(options, variant)).click();
      if (!(await isRadio(area))) await (await nth(options, variant + 2)).click();
      break;
  }
  return kind;
}

/** Submit Answer (or Finish Test on a timed test's last question), once the answer is complete. */
export const submitButton = (page: Page, scope: Scope) => page.locator(`${scope} button`, { hasText: SUBMIT });

/** Answers whatever question `scope` shows, by mouse, and submits it. Returns the view's kind. */
export async function answerCurrent(page: Page, scope: Scope, variant = 0): Promise<ViewKind> {
  const kind = await answerByMouse(page, scope, variant);
  await submitButton(page, scope).click();
  return kind;
}

/**
 * Moves the focus to `target` with Tab (or Shift+Tab when it lies before the
 * focused element), as a keyboard user would. A radio group is one tab stop:
 * aim at the radio the group is entered at.
 */
export async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    const where = await target.evaluate((el) => {
      const active = document.activeElement;
      if (active === el) return "here";
      if (!active || active === document.body || active.contains(el)) return "after";
      return el.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING ? "before" : "after";
    });
    if (where === "here") return;
    await page.keyboard.press(where === "before" ? "Shift+Tab" : "Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Tabs to `target` and presses `key` on it. */
async function press(page: Page, target: Locator, key = "Space") {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/**
 * Answers the current question with the keyboard alone (Tab, Shift+Tab,
 * Space, Enter, arrow keys) so that it is complete; does not submit.
 */
export async function answerByKeyboard(page: Page, scope: Scope): Promise<ViewKind> {
  const kind = await shownKind(page, scope);
  const area = answerArea(page, scope);
  const inputs = area.locator("input");
  switch (kind) {
    case "single":
      // Tab enters the radio group at its first option; Space checks it, an arrow moves the choice on.
      await press(page, inputs.first(), "Space");
      await page.keyboard.press("ArrowDown");
      break;
    case "sata":
      await press(page, inputs.nth(1));
      await press(page, inputs.nth(3));
      break;
    case "select_n": {
      const n = await selectCount(page, scope);
      for (let i = 0; i < n; i++) await press(page, inputs.nth(i + 1));
      break;
    }
    case "mr_grouping": {
      const groups = area.locator(".ngn-groups > fieldset.ngn-group");
      for (let g = 0; g < (await groups.count()); g++) await press(page, groups.nth(g).locator("input").last());
      break;
    }
    case "matrix_mc": {
      // Each row is a radio group: Tab enters it at its first radio; Space picks that column, ArrowRight the next one.
      const rows = area.locator(".ngn-matrix tbody tr");
      for (let r = 0; r < (await rows.count()); r++)
        await press(page, rows.nth(r).locator("input").first(), r % 2 ? "ArrowRight" : "Space");
      break;
    }
    case "matrix_mr": {
      const rows = area.locator(".ngn-matrix tbody tr");
      for (let r = 0; r < (await rows.count()); r++)
        await press(
          page,
          rows
            .nth(r)
            .locator("input")
            .nth(r % 2),
        );
      break;
    }
    case "dropdown_cloze":
    case "dropdown_table":
    case "dropdown_rationale": {
      // A closed native select takes the arrow keys: each press moves to the next choice.
      const selects = area.locator("select.ngn-select");
      for (let i = 0; i < (await selects.count()); i++) {
        await tabTo(page, selects.nth(i));
        for (let k = 0; k <= i % 2; k++) await page.keyboard.press("ArrowDown");
      }
      break;
    }
    case "dnd": {
      // Enter on a token holds it, Enter on a blank places it.
      const empty = area.locator("button.ngn-blank[aria-label$=', empty']");
      for (let i = 0; (await empty.count()) > 0; i++) {
        if (i > 10) throw new Error("drag-and-drop: blanks stay empty");
        await press(page, area.locator(".ngn-bank button.ngn-token").last(), "Enter");
        await area.locator(".ngn-bank button.ngn-token[aria-pressed=true]").waitFor();
        await press(page, empty.first(), "Enter");
      }
      break;
    }
    case "highlight_text":
    case "highlight_table": {
      const phrases = area.locator("button.ngn-phrase");
      await press(page, phrases.nth(1), "Space");
      await press(page, phrases.last(), "Enter");
      break;
    }
    case "bowtie":
      for (const [w, wing] of BOWTIE_WINGS.entries()) {
        const choices = bowtieWing(page, scope, w).locator("input");
        // The condition is a radio group (entered at its first radio); the other wings are checkboxes.
        if (wing.limit === 1) await press(page, choices.first(), "ArrowDown");
        else for (let i = 0; i < wing.limit; i++) await press(page, choices.nth(i + 1));
      }
      break;
    case "ordered": {
      // Move the first step down twice: the focus stays on its button as it moves.
      const first = area.locator(".ngn-step").first();
      await press(page, first.locator("button.ngn-move").last(), "Enter");
      await page.keyboard.press("Enter");
      break;
    }
    case "calculation":
      await tabTo(page, area.locator("input.calc-input"));
      await page.keyboard.type(CALC_VALUE);
      break;
    case "hot_spot": {
      // Tab to a region (a button) and select it with Enter; Space works the same.
      const regions = area.locator("button.hotspot-region");
      for (let k = 0; k < (await regionsToSelect(area)); k++) await press(page, regions.nth(2 + k), "Enter");
      break;
    }
    case "exhibit":
    case "graphic":
      if (await isRadio(area)) {
        await press(page, inputs.first(), "Space");
        await page.keyboard.press("ArrowDown");
      } else {
        await press(page, inputs.nth(1));
        await press(page, inputs.nth(3));
      }
      break;
  }
  return kind;
}

/** Tabs to Submit Answer / Finish Test and presses Enter. */
export const submitByKeyboard = (page: Page, scope: Scope) => press(page, submitButton(page, scope), "Enter");
