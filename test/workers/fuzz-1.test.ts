// Quarter 1 of the 5,000-request fuzz (see fuzz.ts): four files so they run in parallel.
import { describe, expect, it } from "vitest";
import { fuzz } from "./fuzz";

describe("fuzzing every endpoint, part 1 of 4", () => {
  it("answers 1,250 malformed requests with a JSON 4xx (never a 5xx) and changes nothing when it refuses", async () => {
    const statuses = await fuzz(1250, 20261122 + 1);
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(1250);
    expect([...statuses.keys()].filter((s) => s >= 400).length).toBeGreaterThan(2);
  }, 600_000);
});
