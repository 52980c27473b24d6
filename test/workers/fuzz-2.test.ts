// Quarter 2 of the 5,000-request fuzz (see fuzz.ts): four files so they run in parallel.
import { describe, it } from "vitest";
import { expectThorough, fuzz } from "./fuzz";

describe("fuzzing every endpoint, part 2 of 4", () => {
  it("answers 1,250 malformed requests with a JSON 4xx (never a 5xx) and changes nothing when it refuses", async () => {
    expectThorough(await fuzz(1250, 20261122 + 2));
  }, 600_000);
});
