export const REACT_DOM_CLIENT: string;
export function reactDomClientAsModule(source: string): string;
export function reactDomAsModule(root: string): { name: string; resolveId(source: string): string | null; load(id: string): string | null };
