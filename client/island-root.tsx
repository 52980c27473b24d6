// Every island renders inside this root, on the server (worker/render/island.tsx)
// and in the browser (client/boot.ts), so both trees match. In the browser its
// effect tells boot.ts that hydration has committed: held taps replay then.
import { createElement, useEffect, type ComponentType } from "react";

interface IslandRootProps {
  component: ComponentType<object>;
  props: object;
  onHydrated?: () => void;
}

export function IslandRoot({ component, props, onHydrated }: IslandRootProps) {
  useEffect(() => onHydrated?.(), []);
  return createElement(component, props);
}
