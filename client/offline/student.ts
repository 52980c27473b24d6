// Whose answers these are. The page names its student where an island of ours
// renders (data-student-id); otherwise the last student seen on this device.
// Before sending, the flush asks the server who is signed in right now.
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

/** Who is signed in now: the id, null when signed out (401), undefined when the server cannot be reached. */
export async function signedInStudent(): Promise<number | null | undefined> {
  try {
    const res = await fetch("/api/auth/user", { credentials: "same-origin" });
    if (res.status === 401) return null;
    if (!res.ok) return undefined;
    const id = Number(((await res.json()) as { id?: number })?.id) || null;
    if (id) rememberStudent(id);
    return id;
  } catch {
    return undefined;
  }
}
