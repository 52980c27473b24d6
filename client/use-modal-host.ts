// The open modal dialog a toast must be rendered in, or null. While a modal
// dialog is open the rest of the page is inert and dimmed under its backdrop,
// so a toast outside it would show greyed out and could not be closed; inside
// the dialog it is in the top layer with it, above the backdrop. Follows
// dialogs as any island opens (showModal) or closes or removes them.
import { useEffect, useState } from "react";

let stack: HTMLDialogElement[] = []; // open modal dialogs, the last opened last

const isOpenModal = (d: HTMLDialogElement) => d.isConnected && d.open && d.matches(":modal");

function update(records: MutationRecord[]): HTMLDialogElement | null {
  for (const r of records)
    if (r.type === "attributes" && r.target instanceof HTMLDialogElement && isOpenModal(r.target))
      stack = [...stack.filter((d) => d !== r.target), r.target];
  stack = stack.filter(isOpenModal);
  return stack.at(-1) ?? null;
}

export function useModalHost(): HTMLDialogElement | null {
  const [host, setHost] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    stack = Array.from(document.querySelectorAll("dialog")).filter(isOpenModal);
    setHost(stack.at(-1) ?? null);
    const observer = new MutationObserver((records) => setHost(update(records)));
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["open"] });
    return () => observer.disconnect();
  }, []);
  return host;
}
