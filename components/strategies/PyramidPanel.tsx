// "Pyramid to Success": the client-needs categories, largest share first.
import { PYRAMID } from "../../lib/strategies";
import { TEST_PLAN } from "../../lib/test-plan";

export function PyramidPanel() {
  return (
    <>
      <p className="strategy-intro">
        Spend your study time in proportion to the test plan: the larger a category's share of the exam, the more of your remaining time it earns. Build
        the base first, then work up.
      </p>
      <div className="strategy-grid">
        {PYRAMID.map((level) => (
          <section key={level.name} className={`card pyramid-level priority-${level.priority.toLowerCase()}`}>
            <h2>
              {`${level.name} `}
              <span className="pyramid-meta">{`(${level.priority}, ${level.percent})`}</span>
            </h2>
            <p>{level.description}</p>
            <ul className="subcategories" aria-label="Test plan subcategories">
              {level.subcategories.map((need) => (
                <li key={need}>{`${need} ${TEST_PLAN[need].min}-${TEST_PLAN[need].max}%`}</li>
              ))}
            </ul>
            <h3>Tips</h3>
            <ul>{level.tips.map((tip) => <li key={tip}>{tip}</li>)}</ul>
          </section>
        ))}
      </div>
      <p className="muted small-print">
        Subcategory ranges are the share of items on the NCSBN 2023 NCLEX-RN Test Plan. Next Generation NCLEX clinical judgment items are drawn from all
        categories.
      </p>
    </>
  );
}
