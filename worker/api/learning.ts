// The learning engine's read side: the pass probability with its range, and
// the ability per client-needs area (Above / Near / Below the standard).
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { requireUser } from "../middleware/auth";
import { OVERALL, passEstimate } from "../learning/ability";
import { loadAbilities } from "../db/ability";
import { emptyPosterior, summarize } from "../../lib/irt/posterior";
import { areaLevel } from "../../lib/irt/readiness";
import { CLIENT_NEEDS } from "../../lib/categories";

export const learningRoutes = new Hono<AppEnv>().get("/analytics/pass-probability", requireUser, async (c) => {
  const abilities = await loadAbilities(c.var.db, c.var.user!.id);
  const areas = CLIENT_NEEDS.map((area) => {
    const post = abilities.get(area) ?? emptyPosterior();
    const { theta, se, n } = summarize(post);
    return {
      area,
      answered: n,
      theta: Math.round(theta * 100) / 100,
      se: Math.round(se * 100) / 100,
      level: areaLevel(post),
    };
  });
  return c.json({ ...passEstimate(abilities.get(OVERALL) ?? emptyPosterior()), areas });
});
