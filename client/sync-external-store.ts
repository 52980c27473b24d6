// React 19 has useSyncExternalStore built in; this replaces the backwards-
// compatibility shim @preact/signals-react imports (see scripts/build-client.mjs).
export { useSyncExternalStore } from "react";
