export const REACT_DOM_CLIENT: string;
export function rewriteReactDomClient(source: string): string;
export function reactDomModulePlugin(root: string): {
  name: string;
  resolveId(source: string): string | null;
  load(id: string): string | null;
};
