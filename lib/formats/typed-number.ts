// What a calculation entry accepts as a number, shared by the format (the 400
// check) and its view (the hint before Submit). No zod here: islands import it.

/** Digits with at most one decimal point and digits after it ("2.5", ".5", "13"), an optional minus. */
export const TYPED_NUMBER = /^-?(\d+(\.\d+)?|\.\d+)$/;

export const isTypedNumber = (value: string) => TYPED_NUMBER.test(value.trim());

export const ROUNDING_WORDS = { whole: "whole number", tenth: "tenth", hundredth: "hundredth" } as const;
