// The toast store shared by every island (one module-level signal, one copy in
// the shared chunk). At most one toast is shown at a time (spec section 9).
import { signal } from "@preact/signals-react";

export interface ToastData {
  id: number;
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

export const TOAST_DURATION_MS = 5000;
export const toasts = signal<ToastData[]>([]);
let nextId = 1;

export function toast(t: Omit<ToastData, "id">): void {
  toasts.value = [{ ...t, id: nextId++ }];
}

export function dismissToast(id: number): void {
  toasts.value = toasts.value.filter((t) => t.id !== id);
}

// A toast raised just before a full-page navigation is parked in
// sessionStorage and shown by the Toaster on the next page.
const FLASH_KEY = "nclex:flash-toast";

export function flashToast(t: Omit<ToastData, "id">): void {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify(t));
  } catch {
    /* storage unavailable (private mode): the toast is simply skipped */
  }
}

export function takeFlashToast(): Omit<ToastData, "id"> | null {
  try {
    const raw = sessionStorage.getItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_KEY);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}
