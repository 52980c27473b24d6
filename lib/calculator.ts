// The on-screen calculator's arithmetic, like the NCLEX's: a basic
// four-function calculator with square root and memory keys. A pure state
// machine: press(state, key) returns the next state; the view
// (client/calculator) only renders `display`. Binary floating point is
// rounded to 12 significant digits before it is shown or reused, so
// 0.1 + 0.2 shows 0.3 and a dosage chain never shows 2.4999999999999996.

export type Operator = "+" | "-" | "*" | "/";
export type CalculatorKey =
  | "0"
  | "1"
  | "2"
  | "3"
  | "4"
  | "5"
  | "6"
  | "7"
  | "8"
  | "9"
  | "."
  | Operator
  | "="
  | "sqrt"
  | "negate"
  | "backspace"
  | "clear"
  | "MC"
  | "MR"
  | "M+"
  | "M-";

export interface CalculatorState {
  /** What the screen shows: the number being typed, a result, or an error message. */
  display: string;
  /** The left operand waiting for its operator's right operand. */
  pending: { value: number; op: Operator } | null;
  /** The next digit starts a new number (after an operator, =, √ or MR). */
  fresh: boolean;
  memory: number;
  error: boolean;
}

export const MAX_DIGITS = 12;
export const DIVIDE_BY_ZERO = "Cannot divide by zero";
export const INVALID_INPUT = "Invalid input";
export const OVERFLOW = "Number too large";

export const initialState: CalculatorState = { display: "0", pending: null, fresh: true, memory: 0, error: false };

/** A number as the screen shows it: 12 significant digits, no binary noise, no "-0". */
export function formatNumber(x: number): string {
  if (!Number.isFinite(x)) return OVERFLOW;
  const rounded = Number(x.toPrecision(MAX_DIGITS));
  if (rounded === 0) return "0";
  if (Math.abs(rounded) >= 1e12 || Math.abs(rounded) < 1e-9) return rounded.toExponential().replace("e+", "e");
  return String(rounded);
}

const valueOf = (s: CalculatorState) => Number(s.display);

/** a op b, or an error message. */
export function apply(a: number, op: Operator, b: number): number | string {
  if (op === "/" && b === 0) return DIVIDE_BY_ZERO;
  const r = op === "+" ? a + b : op === "-" ? a - b : op === "*" ? a * b : a / b;
  return Number.isFinite(r) ? Number(r.toPrecision(MAX_DIGITS)) : OVERFLOW;
}

const failed = (s: CalculatorState, message: string): CalculatorState => ({
  ...s,
  display: message,
  pending: null,
  fresh: true,
  error: true,
});
const shown = (s: CalculatorState, x: number | string, pending = s.pending): CalculatorState =>
  typeof x === "string" ? failed(s, x) : { ...s, display: formatNumber(x), pending, fresh: true, error: false };

function typeDigit(s: CalculatorState, key: string): CalculatorState {
  const start = s.fresh || s.error;
  const current = start ? "0" : s.display;
  if (key === ".") return current.includes(".") ? s : { ...s, display: `${current}.`, fresh: false, error: false };
  if (current.replace(/[-.]/g, "").length >= MAX_DIGITS) return s;
  const display = current === "0" ? key : current === "-0" ? `-${key}` : current + key;
  return { ...s, display, fresh: false, error: false };
}

const isOperator = (key: CalculatorKey): key is Operator => key === "+" || key === "-" || key === "*" || key === "/";

export function press(s: CalculatorState, key: CalculatorKey): CalculatorState {
  if (key === "clear") return { ...initialState, memory: s.memory };
  if (/^[0-9.]$/.test(key)) return typeDigit(s, key);
  if (key === "MC") return { ...s, memory: 0 };
  if (key === "MR") return { ...s, display: formatNumber(s.memory), fresh: true, error: false };
  // Every other key needs a number on the screen: after an error only digits, MR and clear do anything.
  if (s.error) return s;
  switch (key) {
    case "backspace": {
      if (s.fresh) return s;
      const display = s.display.length > 1 && s.display !== "-0" ? s.display.slice(0, -1) : "0";
      return { ...s, display: display === "-" ? "0" : display };
    }
    case "negate":
      return {
        ...s,
        display: s.display.startsWith("-") ? s.display.slice(1) : s.display === "0" ? "0" : `-${s.display}`,
      };
    case "sqrt":
      return valueOf(s) < 0 ? failed(s, INVALID_INPUT) : shown(s, Math.sqrt(valueOf(s)));
    case "M+":
    case "M-": {
      const memory = apply(s.memory, key === "M+" ? "+" : "-", valueOf(s));
      return typeof memory === "string" ? failed(s, memory) : { ...s, memory, fresh: true };
    }
    case "=":
      return s.pending ? shown(s, apply(s.pending.value, s.pending.op, valueOf(s)), null) : { ...s, fresh: true };
  }
  if (!isOperator(key)) return s;
  // An operator: a second operator in a row only replaces the first; otherwise the chain is evaluated left to right.
  if (s.pending && s.fresh) return { ...s, pending: { ...s.pending, op: key } };
  const left = s.pending ? apply(s.pending.value, s.pending.op, valueOf(s)) : valueOf(s);
  return typeof left === "string" ? failed(s, left) : shown(s, left, { value: left, op: key });
}

/** Presses keys in order (tests, and typing a pasted number). */
export const pressAll = (keys: readonly CalculatorKey[], from: CalculatorState = initialState): CalculatorState =>
  keys.reduce(press, from);

/** The key a keyboard key stands for while the calculator has the focus, if any. */
export function keyFor(e: { key: string }): CalculatorKey | null {
  const k = e.key;
  if (/^[0-9.]$/.test(k)) return k as CalculatorKey;
  if (k === ",") return ".";
  if (k === "+" || k === "-" || k === "*" || k === "/") return k;
  if (k === "x" || k === "X") return "*";
  if (k === "=" || k === "Enter") return "=";
  if (k === "Backspace") return "backspace";
  if (k === "Delete" || k === "c" || k === "C") return "clear";
  if (k === "r" || k === "R") return "sqrt";
  return null;
}
