// The {{id}} blanks of a passage. No zod here: the screens import this file.
export const PLACEHOLDER = /\{\{([a-z][a-z0-9_]*)\}\}/g;
export const placeholders = (passage: string) => [...passage.matchAll(PLACEHOLDER)].map((m) => m[1]);
