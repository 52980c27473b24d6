// Toggling an id in a list of picks, keeping the order the item shows them in.
export function toggled(shownOrder: readonly string[], picked: readonly string[], id: string): string[] {
  const on = !picked.includes(id);
  return shownOrder.filter((x) => (x === id ? on : picked.includes(x)));
}
