// "Time Management": what to do before, on the day of, and during the exam,
// and the recommended study schedule.
import { STUDY_SCHEDULE, TIME_PHASES } from "../../lib/strategies";

export function TimeManagementPanel() {
  return (
    <>
      <p className="strategy-intro">
        The NCLEX-RN gives you up to 5 hours for 85 to 150 items. Plan the week before, the morning of, and your pace in
        the room, so none of your attention goes to logistics.
      </p>
      <div className="phase-grid">
        {TIME_PHASES.map((phase) => (
          <section key={phase.title} className="card phase">
            <h2>{phase.title}</h2>
            <ul>
              {phase.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <section className="card schedule">
        <h2>Recommended Study Schedule</h2>
        <ul className="schedule-grid">
          {STUDY_SCHEDULE.map((s) => (
            <li key={s.label}>
              <strong className="figure">{s.value}</strong>
              <span className="figure-label">{s.label}</span>
              <span className="muted">{s.hint}</span>
            </li>
          ))}
        </ul>
        <p className="muted">
          A typical day: about 2 hours of timed question blocks, then 1-2 hours on the rationales and the topics behind
          your misses. If your accuracy in a category stays under target, move it to the top of tomorrow's list.
        </p>
      </section>
    </>
  );
}
