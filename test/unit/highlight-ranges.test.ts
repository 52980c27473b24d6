import { describe, expect, it } from "vitest";
import { addRange, textRuns, trimRange } from "../../lib/highlight-ranges";

describe("stem highlights", () => {
  it("merges overlapping and touching ranges, keeps apart ones sorted, ignores empty ones", () => {
    expect(addRange([], [4, 9])).toEqual([[4, 9]]);
    expect(addRange([[4, 9]], [20, 25])).toEqual([
      [4, 9],
      [20, 25],
    ]);
    expect(addRange([[20, 25]], [4, 9])).toEqual([
      [4, 9],
      [20, 25],
    ]);
    expect(
      addRange(
        [
          [4, 9],
          [20, 25],
        ],
        [8, 21],
      ),
    ).toEqual([[4, 25]]);
    expect(addRange([[4, 9]], [9, 12])).toEqual([[4, 12]]);
    expect(addRange([[4, 9]], [12, 12])).toEqual([[4, 9]]);
    expect(addRange([], [9, 4])).toEqual([[4, 9]]);
  });

  it("trims white space and separators from a range's ends", () => {
    expect(trimRange("The nurse should", [3, 9])).toEqual([4, 9]);
    expect(trimRange("The nurse should", [4, 10])).toEqual([4, 9]);
    expect(trimRange("a   b", [1, 4])).toEqual([4, 4]);
    expect(trimRange("A 67-year-old client", [4, 9])).toEqual([5, 9]);
    expect(trimRange("pain, fever", [0, 5])).toEqual([0, 4]);
  });

  it("splits the text into plain and marked runs that add up to the whole text", () => {
    const text = "The nurse should first assess the airway.";
    const runs = textRuns(text, [
      [4, 9],
      [23, 29],
    ]);
    expect(runs).toEqual([
      { text: "The ", marked: false },
      { text: "nurse", marked: true },
      { text: " should first ", marked: false },
      { text: "assess", marked: true },
      { text: " the airway.", marked: false },
    ]);
    expect(runs.map((r) => r.text).join("")).toBe(text);
    expect(textRuns(text, [])).toEqual([{ text, marked: false }]);
    expect(textRuns("abc", [[1, 10]])).toEqual([
      { text: "a", marked: false },
      { text: "bc", marked: true },
    ]);
  });
});
