// A passage split at its {{blankId}} placeholders, blanks numbered in reading
// order ("Blank 1"). The pattern comes from the zod-free placeholders module.
import { PLACEHOLDER } from "../../lib/formats/placeholders";

export type PassagePart = { text: string } | { blank: string; number: number };

export function passageParts(passage: string): PassagePart[] {
  // split() with a capturing group alternates text and blank ids: text, id, text, id, text.
  const pieces = passage.split(PLACEHOLDER);
  return pieces.flatMap((piece, i): PassagePart[] => {
    if (i % 2 === 0) return piece ? [{ text: piece }] : [];
    return [{ blank: piece, number: (i + 1) / 2 }];
  });
}

/** Blank id -> its number in reading order. */
export const blankNumbers = (passage: string): Record<string, number> =>
  Object.fromEntries(passageParts(passage).flatMap((p) => ("blank" in p ? [[p.blank, p.number]] : [])));
