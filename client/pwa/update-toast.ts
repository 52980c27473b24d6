// "New version available — Reload": a small element of its own (the Toaster's
// toasts close by themselves and have no action button). It is not focused on
// arrival; it is announced politely and stays until used or dismissed.
const ID = "update-toast";

export function showUpdateToast(onReload: () => void): void {
  if (document.getElementById(ID)) return;
  const box = document.createElement("div");
  box.id = ID;
  box.className = "update-toast";
  box.setAttribute("role", "status");
  const text = document.createElement("p");
  text.className = "update-toast-text";
  const reload = document.createElement("button");
  reload.type = "button";
  reload.className = "btn btn-primary update-toast-reload";
  reload.textContent = "Reload";
  reload.addEventListener("click", () => {
    reload.disabled = true;
    reload.textContent = "Reloading…";
    onReload();
  });
  const close = document.createElement("button");
  close.type = "button";
  close.className = "icon-btn update-toast-close";
  close.setAttribute("aria-label", "Dismiss: keep this version until the next visit");
  close.textContent = "×";
  close.addEventListener("click", () => box.remove());
  // appendChild: the Workers types' Element (HTMLRewriter) overloads DOM append() in this program.
  for (const child of [text, reload, close]) box.appendChild(child);
  document.body.appendChild(box);
  // Filled after the live region is in the page, so screen readers announce it.
  requestAnimationFrame(() => (text.textContent = "New version available"));
}
