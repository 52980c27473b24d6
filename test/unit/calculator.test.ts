import { describe, expect, it } from "vitest";
import {
  DIVIDE_BY_ZERO,
  formatNumber,
  initialState,
  INVALID_INPUT,
  keyFor,
  press,
  pressAll,
  type CalculatorKey,
} from "../../lib/calculator";

/** Presses a typed line such as "0.1+0.2=": each character one key. */
const typed = (line: string, from = initialState) =>
  pressAll(
    [...line].map((c) => keyFor({ key: c })!),
    from,
  );

describe("calculator arithmetic", () => {
  it("shows 0.1 + 0.2 as 0.3 and hides binary noise in chains", () => {
    expect(typed("0.1+0.2=").display).toBe("0.3");
    expect(typed("1.1*3=").display).toBe("3.3");
    expect(typed("0.3-0.1=").display).toBe("0.2");
    expect(formatNumber(2.4999999999999996)).toBe("2.5");
    expect(formatNumber(-0)).toBe("0");
  });

  it("does the four functions left to right, as a basic calculator", () => {
    expect(typed("12+3*2=").display).toBe("30");
    expect(typed("500/250=").display).toBe("2");
    expect(typed("7-10=").display).toBe("-3");
    // A dosage: 1000 mL over 8 h in gtt/min with a 15 gtt/mL set.
    expect(typed("1000*15/480=").display).toBe("31.25");
  });

  it("replaces an operator pressed twice and repeats nothing on a bare =", () => {
    expect(typed("8+*2=").display).toBe("16");
    expect(typed("5=").display).toBe("5");
  });

  it("shows an error for a division by zero and for the root of a negative number", () => {
    const divided = typed("4/0=");
    expect(divided).toMatchObject({ display: DIVIDE_BY_ZERO, error: true });
    const root = pressAll(["9", "negate", "sqrt"]);
    expect(root).toMatchObject({ display: INVALID_INPUT, error: true });
    // After an error an operator does nothing; a digit starts again.
    expect(press(divided, "+").display).toBe(DIVIDE_BY_ZERO);
    expect(typed("6+1=", divided).display).toBe("7");
  });

  it("takes square roots", () => {
    expect(pressAll(["2", "sqrt"]).display).toBe("1.41421356237");
    expect(pressAll(["1", "4", "4", "sqrt", "+", "1", "="]).display).toBe("13");
  });

  it("keeps a memory: M+, M-, MR, MC, and clear keeps it", () => {
    let s = pressAll(["2", "5", "M+", "5", "M+", "1", "0", "M-"]);
    expect(s.memory).toBe(20);
    s = press(s, "clear");
    expect(s.memory).toBe(20);
    expect(press(s, "MR").display).toBe("20");
    expect(pressAll(["MR", "*", "2", "="], s).display).toBe("40");
    expect(press(s, "MC").memory).toBe(0);
  });

  it("edits the number being typed: one decimal point, backspace, sign, 12 digits at most", () => {
    expect(typed("1..5").display).toBe("1.5");
    expect(pressAll(["1", "2", "3", "backspace"]).display).toBe("12");
    expect(pressAll(["4", "negate"]).display).toBe("-4");
    expect(typed("1234567890123456").display).toBe("123456789012");
    expect(typed(".5").display).toBe("0.5");
  });

  it("maps the keyboard: digits, operators, Enter, Backspace, Delete", () => {
    const keys: [string, CalculatorKey | null][] = [
      ["7", "7"],
      ["*", "*"],
      ["x", "*"],
      ["Enter", "="],
      ["=", "="],
      ["Backspace", "backspace"],
      ["Delete", "clear"],
      ["Escape", null],
      ["a", null],
    ];
    for (const [key, want] of keys) expect(keyFor({ key }), key).toBe(want);
  });
});
