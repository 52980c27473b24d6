// Live counts for the test builder: GET /api/questions/counts for the current
// settings, a moment after they change. Each answer is kept on the device, so
// offline (or when the request fails) the last one for those settings shows,
// marked "as of your last sync".
import { useEffect, useState } from "react";
import { api } from "../api";
import type { ApiResponse } from "../api-routes";
import type { CountsPath } from "./filters";

type Counts = ApiResponse<"GET", CountsPath>;

const KEY = "nclex:counts:";
const remember = (path: CountsPath, c: Counts) => {
  try {
    localStorage.setItem(KEY + path, JSON.stringify(c));
  } catch {
    // storage full or blocked: counts are only a hint
  }
};
const remembered = (path: CountsPath): Counts | null => {
  try {
    return JSON.parse(localStorage.getItem(KEY + path) ?? "null") as Counts | null;
  } catch {
    return null;
  }
};

/** The counts for `path` (null: not known yet), and whether they are the device's copy from the last sync. */
export function useCounts(path: CountsPath | null): { counts: Counts | null; cached: boolean } {
  const [state, setState] = useState<{ counts: Counts | null; cached: boolean }>({ counts: null, cached: false });
  useEffect(() => {
    if (!path) return;
    let live = true;
    const fromDevice = () => live && setState({ counts: remembered(path), cached: true });
    if (navigator.onLine === false) return void fromDevice();
    const timer = setTimeout(
      () =>
        api("GET", path).then((c) => live && (remember(path, c), setState({ counts: c, cached: false })), fromDevice),
      200,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [path]);
  return state;
}
