// The Study Plans screen: summary cards, active and completed plans, and the
// Create New Study Plan dialog. The list is refetched after every change.
import { useRef, useState } from "react";
import { api } from "../client/api";
import { toast } from "../client/toast";
import { planSummary } from "../lib/study-plan";
import type { StudyPlanDto } from "../worker/db/study-plans";
import { StatCard } from "../components/StatCard";
import { Icon } from "../components/icons";
import { ActivePlan, CompletedPlan } from "../client/study-plan/PlanCards";
import { CreatePlanDialog } from "../client/study-plan/CreatePlanDialog";

interface Props {
  initial: StudyPlanDto[];
  categories: { id: number; name: string }[];
}

export default function StudyPlans({ initial, categories }: Props) {
  const [plans, setPlans] = useState(initial);
  const [completing, setCompleting] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const summary = planSummary(plans);
  const active = plans.filter((p) => !p.completed);
  const completed = plans.filter((p) => p.completed);
  const openDialog = () => dialog.current?.showModal();

  async function refresh() {
    try {
      setPlans(await api("GET", "/api/study-plans"));
    } catch {
      /* keep what we show; the toast already reported the change */
    }
  }

  async function complete(id: number) {
    setCompleting(id);
    try {
      await api("PATCH", `/api/study-plans/${id}`, { completed: true });
      toast({ title: "Study plan updated", description: "Your study plan has been updated successfully." });
    } catch {
      toast({ title: "Error", description: "Failed to update study plan.", variant: "destructive" });
    }
    await refresh();
    setCompleting(null);
  }

  return (
    <>
      <header className="page-header page-header-row">
        <div>
          <h1>Study Plans</h1>
          <p className="muted">Set a target per category and a daily question goal.</p>
        </div>
        <button type="button" className="btn btn-primary" onClick={openDialog}>
          <Icon name="plus" /> New Study Plan
        </button>
      </header>
      <div className="stat-grid">
        <StatCard label="Active Plans" value={summary.activePlans} />
        <StatCard label="Completed Plans" value={summary.completedPlans} />
        <StatCard label="Avg Target Score" value={`${summary.avgTargetScore}%`} />
        <StatCard label="Daily Questions" value={summary.dailyQuestions} />
      </div>
      <section className="stack plan-section" aria-labelledby="active-plans">
        <h2 id="active-plans">Active Study Plans</h2>
        {active.length ? (
          <ul className="plan-list">
            {active.map((p) => (
              <ActivePlan key={p.id} plan={p} busy={completing === p.id} onComplete={() => complete(p.id)} />
            ))}
          </ul>
        ) : (
          <div className="card empty-state plan-empty">
            <Icon name="target" size={40} />
            <h3>No Active Study Plans</h3>
            <p className="muted">
              Pick a category, a target score and a daily goal. Your progress updates with every answer.
            </p>
            <button type="button" className="btn btn-primary" onClick={openDialog}>
              Create Your First Plan
            </button>
          </div>
        )}
      </section>
      {completed.length > 0 && (
        <section className="stack plan-section" aria-labelledby="completed-plans">
          <h2 id="completed-plans">Completed Study Plans</h2>
          <ul className="plan-list">
            {completed.map((p) => (
              <CompletedPlan key={p.id} plan={p} />
            ))}
          </ul>
        </section>
      )}
      <CreatePlanDialog
        dialogRef={dialog}
        categories={categories}
        activeCategoryIds={active.map((p) => p.categoryId)}
        onCreated={refresh}
      />
    </>
  );
}
