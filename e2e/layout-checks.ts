// Layout measured in the page, for the item views on a phone
// (e2e/formats-phone.test.ts): what lies outside the viewport or its
// scroller, lines that start with punctuation, how far each highlight mark
// sits from its own phrase and from the others, which phrases start a line,
// and whether a table's sticky column paints over the dialog's header.
import type { Locator, Page } from "playwright-core";

export interface Box {
  text: string;
  /** Inside the viewport's width and, when in a scroller, inside its visible box. */
  inView: boolean;
  /** Its content fits its box (nothing cut). */
  whole: boolean;
}

/** Each element matched under `scope`, with whether it is in view and whole. */
export const boxes = (scope: Locator, selector: string): Promise<Box[]> =>
  scope.evaluate((root, selector) => {
    const vw = document.documentElement.clientWidth;
    return [...root.querySelectorAll<HTMLElement>(selector)].map((el) => {
      const r = el.getBoundingClientRect();
      const scroller = el.closest(".ngn-table-scroll")?.getBoundingClientRect();
      const inScroller = !scroller || (r.left >= scroller.left - 0.5 && r.right <= scroller.right + 0.5);
      return {
        text: (el.textContent ?? "").trim(),
        inView: r.width > 0 && r.left >= -0.5 && r.right <= vw + 0.5 && inScroller,
        whole: el.scrollWidth <= el.clientWidth + 1,
      };
    });
  }, selector);

/** Punctuation (. , ; : ! ? ) ]) that begins a line of running text under `scope`, outside the inline boxes. */
export const punctuationLineStarts = (scope: Locator, passage: string): Promise<string[]> =>
  scope.evaluate((root, passage) => {
    const found: string[] = [];
    for (const p of root.querySelectorAll<HTMLElement>(passage)) {
      const left = p.getBoundingClientRect().left + parseFloat(getComputedStyle(p).paddingLeft);
      const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest(".ngn-select-wrap, .ngn-phrase, .ngn-filled, .ngn-blank")) continue;
        const text = node.textContent ?? "";
        for (let i = 0; i < text.length; i++) {
          if (!/[.,;:!?)\]]/.test(text[i])) continue;
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (rect && rect.left - left < 2) found.push(`"${text.slice(i, i + 20)}"`);
        }
      }
    }
    return found;
  }, passage);

/** For each graded phrase with a mark: the mark's distance to its own phrase's text and to the nearest other phrase's. */
export const markDistances = (scope: Locator) =>
  scope.evaluate((root) => {
    const phrases = [...root.querySelectorAll<HTMLElement>(".ngn-phrase")];
    const textRects = phrases.map((p) => {
      const range = document.createRange();
      range.selectNodeContents(p.querySelector(".ngn-phrase-text") ?? p.firstChild!);
      return [...range.getClientRects()];
    });
    const gap = (a: DOMRect, b: DOMRect) =>
      Math.hypot(Math.max(0, a.left - b.right, b.left - a.right), Math.max(0, a.top - b.bottom, b.top - a.bottom));
    return phrases.flatMap((p, i) => {
      const mark = p.querySelector(".ngn-mark")?.getBoundingClientRect();
      if (!mark) return [];
      const to = textRects.map((rects) => Math.min(...rects.map((r) => gap(mark, r))));
      return [{ phrase: p.textContent!, own: to[i], nearestOther: Math.min(...to.filter((_, j) => j !== i)) }];
    });
  });

/** For each phrase of a highlight passage, in order: whether it begins a line (its first line box at the left edge). */
export const phraseLineStarts = (scope: Locator): Promise<boolean[]> =>
  scope.evaluate((root) => {
    const passage = root.querySelector<HTMLElement>(".ngn-highlight-text")!;
    const left = passage.getBoundingClientRect().left;
    return [...passage.querySelectorAll<HTMLElement>(".ngn-phrase")].map((p) => {
      const first = (p.closest(".ngn-glue") ?? p).getClientRects()[0];
      return first.left - left < 4;
    });
  });

/**
 * Scrolls the dialog so the value table's first sticky cell sits under the
 * middle of the dialog's sticky header, and says what the browser hits there.
 */
export const headerHit = (page: Page) =>
  page.evaluate(() => {
    const dialog = document.querySelector<HTMLElement>(".session-dialog")!;
    const header = dialog.querySelector<HTMLElement>(".session-header")!;
    const cell = dialog.querySelector<HTMLElement>(".case-values tbody th")!;
    let scroller: HTMLElement | null = header.parentElement;
    while (
      scroller &&
      !(scroller.scrollHeight > scroller.clientHeight && getComputedStyle(scroller).overflowY !== "visible")
    )
      scroller = scroller.parentElement;
    if (!scroller) return { scrolled: false, headerOnTop: false };
    const middle = () => header.getBoundingClientRect().top + header.offsetHeight / 2;
    scroller.scrollTo({ top: scroller.scrollTop + cell.getBoundingClientRect().top - middle(), behavior: "instant" });
    const c = cell.getBoundingClientRect();
    const under = c.top <= middle() && c.bottom >= middle();
    const hit = document.elementFromPoint(c.left + Math.min(20, c.width / 2), middle());
    return { scrolled: under, headerOnTop: !!hit && header.contains(hit) };
  });

/** Whether a value table's column (negative: from the end) is fully visible right of the sticky first column. */
export const columnVisible = (table: Locator, index: number) =>
  table.evaluate((t, index) => {
    const scroller = t.closest(".ngn-table-scroll")!.getBoundingClientRect();
    const sticky = t.querySelector("thead th")!.getBoundingClientRect();
    const all = t.querySelectorAll("thead th");
    const th = all[index < 0 ? all.length + index : index].getBoundingClientRect();
    const vw = document.documentElement.clientWidth;
    return th.left >= sticky.right - 1 && th.right <= scroller.right + 1 && th.right <= vw + 0.5;
  }, index);
