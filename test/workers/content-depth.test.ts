// Content depth on the seeded bank (issue 29): what a student can draw in
// practice for every NGN format and every category's select-all items, the
// practice case list, the sealed readiness pool's size, and the bank in all.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { Browser, json } from "./helpers";
import { FORMAT_NAMES, familyOf } from "../../lib/formats/registry";
import { CATEGORIES } from "../../lib/categories";
import { MIN_POOL_STAND_ALONE, PRACTICE_MINIMUM, MIN_PRACTICE_CASES } from "../../lib/content-depth-rules";
import { MIN_READINESS_CASES } from "../../lib/cases/rules";

const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())!.n;

describe("content depth", () => {
  it.each(FORMAT_NAMES.filter((f) => familyOf(f) === "ngn"))(
    `draws at least ${PRACTICE_MINIMUM} %s items from the practice pool`,
    async (type) => {
      const qs = await json(await new Browser().fetch(`/api/questions/random?type=${type}&count=60`));
      expect(qs.length).toBeGreaterThanOrEqual(PRACTICE_MINIMUM);
      expect(qs.every((q: { type: string }) => q.type === type)).toBe(true);
    },
  );

  it(`draws at least ${PRACTICE_MINIMUM} select-all items in every category`, async () => {
    for (const c of CATEGORIES) {
      const qs = await json(await new Browser().fetch(`/api/questions/random?type=sata&categoryId=${c.id}&count=60`));
      expect(qs.length, c.name).toBeGreaterThanOrEqual(PRACTICE_MINIMUM);
    }
  });

  it(`lists at least ${MIN_PRACTICE_CASES} practice cases, and seals ${MIN_READINESS_CASES} readiness cases and a pool of ${MIN_POOL_STAND_ALONE} stand-alone items`, async () => {
    expect((await json(await new Browser().fetch("/api/case-studies"))).length).toBeGreaterThanOrEqual(
      MIN_PRACTICE_CASES,
    );
    expect(
      await count("SELECT count(*) AS n FROM case_studies WHERE active = 1 AND pool = 'readiness'"),
    ).toBeGreaterThanOrEqual(MIN_READINESS_CASES);
    expect(
      await count("SELECT count(*) AS n FROM questions WHERE active = 1 AND pool = 'readiness' AND case_id IS NULL"),
    ).toBeGreaterThanOrEqual(MIN_POOL_STAND_ALONE);
  });

  it("holds at least 2,400 items in all, counting case items", async () => {
    expect(await count("SELECT count(*) AS n FROM questions WHERE active = 1")).toBeGreaterThanOrEqual(2_400);
  });
});
