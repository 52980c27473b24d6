// The pure part of `npm run rebuild-abilities` (scripts/calibration/rebuild.ts).
import { describe, expect, it } from "vitest";
import { abilitySums, rebuildSql } from "../../scripts/calibration/rebuild";
import { responseTerm } from "../../worker/learning/ability";

const term = (b: number, ok: boolean) => JSON.parse(responseTerm(b, ok)) as number[];

describe("rebuild-abilities (scripts/calibration/rebuild.ts)", () => {
  const rows = abilitySums([
    { user_id: 7, area: "Psychosocial Integrity", b: 0.4, ok: 1, n: 2 },
    { user_id: 7, area: "Management of Care", b: -1, ok: 0, n: 1 },
    { user_id: 9, area: "Management of Care", b: 1, ok: 1, n: 3 },
  ]);
  it("sums each first answer's grid term per student into 'all' and its area", () => {
    const all7 = rows.find((r) => r.userId === 7 && r.area === "all")!;
    expect(all7.responses).toBe(3);
    const expected = term(0.4, true).map((v, i) => 2 * v + term(-1, false)[i]);
    all7.loglik.forEach((v, i) => expect(v).toBeCloseTo(expected[i], 6));
    expect(rows.find((r) => r.userId === 7 && r.area === "Psychosocial Integrity")!.responses).toBe(2);
    expect(rows.filter((r) => r.userId === 9).map((r) => [r.area, r.responses])).toEqual([
      ["all", 3],
      ["Management of Care", 3],
    ]);
    expect(rows).toHaveLength(5);
  });
  it("replaces the page's rows with SQL-quoted values", () => {
    const sql = rebuildSql(7, 9, [{ userId: 7, area: "O'Brien area", loglik: [0.123456, -1], responses: 1 }]);
    expect(sql).toBe(
      "DELETE FROM user_ability WHERE user_id BETWEEN 7 AND 9;\nINSERT INTO user_ability (user_id, area, loglik, responses) VALUES (7, 'O''Brien area', '[0.1235,-1]', 1);\n",
    );
  });
});
