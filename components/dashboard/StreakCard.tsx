// Study Streak: seven day boxes (oldest first, ending today).
import type { Streak } from "../../lib/streak";
import { addDays } from "../../lib/dates";
import { dateFormat } from "../../lib/date-format";

const weekday = (day: string) =>
  dateFormat("en-US", { weekday: "short", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));

export function StreakCard({ streak, today }: { streak: Streak; today: string }) {
  const days = streak.lastSevenDays.map((active, i) => ({ day: addDays(today, i - 6), active }));
  return (
    <section className="card" aria-labelledby="streak-title">
      <h2 id="streak-title">Study Streak</h2>
      {streak.currentStreak > 0 ? (
        <p className="streak-count">
          <strong>{streak.currentStreak}</strong>
          {` day${streak.currentStreak === 1 ? "" : "s"} in a row`}
        </p>
      ) : (
        <p>
          <strong>Start your streak!</strong>
          <br />
          <span className="muted">Practice daily to build momentum</span>
        </p>
      )}
      <ol className="streak-days">
        {days.map((d) => (
          <li
            key={d.day}
            className={d.active ? "on" : undefined}
            aria-label={`${d.day}: ${d.active ? "practised" : "no practice"}`}
          >
            <span aria-hidden="true">{weekday(d.day).slice(0, 2)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
