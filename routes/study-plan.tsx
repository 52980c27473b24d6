// /study-plan: the student's study plans with live progress.
import type { PageContext, PageProps } from "./types";
import { Island } from "../worker/render/island";
import StudyPlans from "../islands/StudyPlans";
import { listStudyPlans } from "../worker/db/study-plans";
import { listCategories } from "../worker/db/stats";

export const title = "Study Plans";

export async function load({ db, user, now }: PageContext) {
  const [plans, categories] = await Promise.all([listStudyPlans(db, user, now), listCategories(db)]);
  return { plans, categories: categories.map(({ id, name }) => ({ id, name })) };
}

export default function StudyPlanPage({ data }: PageProps<Awaited<ReturnType<typeof load>>>) {
  return (
    <Island name="StudyPlans" component={StudyPlans} props={{ initial: data.plans, categories: data.categories }} />
  );
}
