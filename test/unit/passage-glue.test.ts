// Blanks and phrases keep the characters touching them (client/formats/glue.ts):
// no line of a passage can start with the punctuation after a blank.
import { describe, expect, it } from "vitest";
import { glue } from "../../client/formats/glue";

const b = (id: string) => ({ id });

describe("glue", () => {
  it("takes the punctuation after a box and leaves the space and the words", () => {
    expect(glue(["Ask about ", b("b1"), ", each lasting 20 s."])).toEqual([
      "Ask about ",
      { lead: "", item: b("b1"), trail: "," },
      " each lasting 20 s.",
    ]);
  });

  it("takes what touches a box on both sides, and drops text left empty", () => {
    expect(glue(['He said "', b("p1"), '".'])).toEqual(["He said ", { lead: '"', item: b("p1"), trail: '".' }]);
    expect(glue([b("b1"), "."])).toEqual([{ lead: "", item: b("b1"), trail: "." }]);
  });

  it("gives text between two boxes to the first box only once", () => {
    expect(glue([b("b1"), "/", b("b2"), " and ", b("b3")])).toEqual([
      { lead: "", item: b("b1"), trail: "/" },
      { lead: "", item: b("b2"), trail: "" },
      " and ",
      { lead: "", item: b("b3"), trail: "" },
    ]);
  });

  it("keeps every character, in order", () => {
    const parts = ["0800: Client reports ", b("p1"), ", is ", b("p2"), "; has ", b("p3"), " and ", b("p4"), "."];
    const text = (g: ReturnType<typeof glue<{ id: string }>>) =>
      g.map((x) => (typeof x === "string" ? x : `${x.lead}[${x.item.id}]${x.trail}`)).join("");
    expect(text(glue(parts))).toBe("0800: Client reports [p1], is [p2]; has [p3] and [p4].");
  });
});
