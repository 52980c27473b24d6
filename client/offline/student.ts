// Whose answers these are. The page names its student where an island of ours
// renders (data-student-id); otherwise the last student seen on this device.
// Before sending, the flush asks the server who is signed in right now
// (signed-in.ts).
const REMEMBERED = "nclex:student-id";

function remembered(): number | null {
  try {
    return Number(localStorage.getItem(REMEMBERED)) || null;
  } catch {
    return null;
  }
}

export function rememberStudent(id: number): void {
  try {
    localStorage.setItem(REMEMBERED, String(id));
  } catch {
    /* no storage: the page's own id still works */
  }
}

/** The student the page was rendered for, or the last one seen here. */
export function pageStudent(): number | null {
  const id = Number(document.querySelector<HTMLElement>("[data-student-id]")?.dataset.studentId) || null;
  if (id) rememberStudent(id);
  return id ?? remembered();
}
