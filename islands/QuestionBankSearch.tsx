// Question Bank: the specialty search, the three counters and the cards.
import { useState } from "react";
import { matchesSearch, type Specialty } from "../lib/specialties";

export default function QuestionBankSearch({
  specialties,
  totalQuestions,
}: {
  specialties: (Specialty & { questionCount: number })[];
  totalQuestions: number;
}) {
  const [term, setTerm] = useState("");
  const shown = specialties.filter((s) => matchesSearch(s, term));
  return (
    <>
      <div className="field search">
        <label htmlFor="specialty-search" className="visually-hidden">
          Search specialties
        </label>
        <input
          id="specialty-search"
          type="search"
          placeholder="Search specialties..."
          value={term}
          onChange={(e) => setTerm(e.target.value)}
        />
      </div>
      <div className="stat-grid three">
        <div className="stat card">
          <span className="stat-label">Total Questions</span>
          <strong className="stat-value">{totalQuestions}</strong>
        </div>
        <div className="stat card">
          <span className="stat-label">Medical Specialties</span>
          <strong className="stat-value">{specialties.length}</strong>
        </div>
        <div className="stat card">
          <span className="stat-label">Ready for Practice</span>
          <strong className="stat-value" data-testid="ready-count">
            {shown.length}
          </strong>
        </div>
      </div>
      {shown.length === 0 ? (
        <p className="card empty-state">No specialties found</p>
      ) : (
        <ul className="specialty-grid">
          {shown.map((s) => (
            <li key={s.id} className="card specialty">
              <div className="specialty-head">
                <h2>{s.name}</h2>
                <span className="badge">{`${s.questionCount} questions`}</span>
              </div>
              <p className="specialty-full">{s.fullName}</p>
              <p className="muted">{s.description}</p>
              <a className="btn btn-primary" href={`/practice?specialty=${s.id}`}>
                Practice Now
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
