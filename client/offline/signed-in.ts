// Who is signed in right now, asked of the server before the outbox sends
// anything (never under another student's account on a shared phone).
import { rememberStudent } from "./student";
import type { ApiResponse } from "../api-routes";

/** Who is signed in now: the id, null when signed out (401), undefined when the server cannot be reached. */
export async function signedInStudent(): Promise<number | null | undefined> {
  try {
    const res = await fetch("/api/auth/user", { credentials: "same-origin" });
    if (res.status === 401) return null;
    if (!res.ok) return undefined;
    const id = Number(((await res.json()) as ApiResponse<"GET", "/api/auth/user"> | null)?.id) || null;
    if (id) rememberStudent(id);
    return id;
  } catch {
    return undefined;
  }
}
