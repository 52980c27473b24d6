// On Timed Tests: the readiness exam in progress (to resume) or the last result.
import { usDateIn } from "../../lib/dates";

export interface LastExam {
  id: number;
  status: "active" | "passed" | "failed";
  answered: number;
  startedAt: number;
  deadline: number;
  /** 0: a practice run, which states no result. */
  scored: number;
}

export function ReadinessStatus({ exam, now, timeZone }: { exam: LastExam | null; now: number; timeZone: string }) {
  if (!exam) return null;
  const running = exam.status === "active" && exam.deadline > now;
  return (
    <section className="card" aria-labelledby="readiness-status">
      <h2 id="readiness-status">Readiness Exam</h2>
      {running ? (
        <p>{`In progress: ${exam.answered} answered, ${Math.max(0, Math.ceil((exam.deadline - now) / 60_000))} minutes left.`}</p>
      ) : (
        <p>{`Last attempt on ${usDateIn(exam.startedAt, timeZone)}: ${!exam.scored ? "practice run (no prediction: you had seen most of the readiness questions)" : exam.status === "passed" ? "PASS" : exam.status === "failed" ? "FAIL" : "time ran out"} after ${exam.answered} questions.`}</p>
      )}
      <a className="btn btn-outline btn-sm" href={running ? "/readiness-exam" : `/readiness-exam?id=${exam.id}`}>
        {running ? "Resume Readiness Exam" : "View Report"}
      </a>
    </section>
  );
}
