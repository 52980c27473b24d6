// Every island has a hydration strategy (worker/render/hydration.ts), and
// every strategy names an island that exists: a new island cannot ship
// without deciding when it hydrates.
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { HYDRATION } from "../../worker/render/hydration";

describe("hydration strategies", () => {
  it("cover exactly the islands in islands/", () => {
    const islands = readdirSync(new URL("../../islands/", import.meta.url))
      .filter((f) => /^[A-Z]\w*\.tsx$/.test(f))
      .map((f) => f.replace(/\.tsx$/, ""));
    expect(Object.keys(HYDRATION).sort()).toEqual(islands.sort());
    for (const strategy of Object.values(HYDRATION)) expect(["load", "idle", "visible"]).toContain(strategy);
  });

  it("hydrate the islands that hold a student's first tap as soon as the JavaScript arrives", () => {
    for (const island of [
      "LoginForm",
      "RegisterForm",
      "PracticeSettings",
      "QuestionSession",
      "ReadinessExam",
      "CaseStudy",
    ])
      expect(HYDRATION[island]).toBe("load");
    expect(HYDRATION.Chart).toBe("visible");
  });
});
