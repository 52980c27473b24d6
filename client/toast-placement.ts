// Where the toast list sits: never over the screen's primary action. CSS puts
// it at the top on phones and at the bottom right on wider screens (before
// any JavaScript); with a toast shown, this tries that place and the others
// (phones: top, bottom; wider: bottom or top, right or left) and keeps the
// first whose toasts cover no primary action on screen (a .btn-primary, or an
// element marked data-primary-action such as the dashboard's Quick Actions),
// else the one covering least. Only actions the student can reach count: the
// open modal dialog's when the toasts sit in one, else the page's.
const PRIMARY = ".btn-primary, [data-primary-action]";
const WIDE = "(min-width: 768px)";

type Place = { edge: "top" | "bottom"; side: "left" | "right" };
const PHONE_PLACES: Place[] = [
  { edge: "top", side: "right" },
  { edge: "bottom", side: "right" },
];
const WIDE_PLACES: Place[] = [
  { edge: "bottom", side: "right" },
  { edge: "top", side: "right" },
  { edge: "bottom", side: "left" },
  { edge: "top", side: "left" },
];

const area = (a: DOMRect, b: DOMRect) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
  Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/** The primary actions the student can see and reach from where the toasts are. */
function primaryActions(list: HTMLElement): DOMRect[] {
  const dialog = list.closest("dialog");
  return Array.from((dialog ?? document).querySelectorAll<HTMLElement>(PRIMARY))
    .filter((el) => dialog || !el.closest("dialog"))
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight);
}

function covered(list: HTMLElement, actions: DOMRect[]): number {
  let sum = 0;
  for (const toast of list.children) {
    const r = toast.getBoundingClientRect();
    for (const a of actions) sum += area(r, a);
  }
  return sum;
}

/** Moves the toast list (styles/app.css `data-edge`, `data-side`) to the first place that covers no primary action. */
export function placeToasts(list: HTMLElement): void {
  if (!list.children.length) return;
  const actions = primaryActions(list);
  let best: { place: Place; overlap: number } | null = null;
  for (const place of matchMedia(WIDE).matches ? WIDE_PLACES : PHONE_PLACES) {
    list.dataset.edge = place.edge;
    list.dataset.side = place.side;
    const overlap = actions.length ? covered(list, actions) : 0;
    if (overlap === 0) return;
    if (!best || overlap < best.overlap) best = { place, overlap };
  }
  list.dataset.edge = best!.place.edge;
  list.dataset.side = best!.place.side;
}
