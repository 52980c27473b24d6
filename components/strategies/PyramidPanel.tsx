// "Pyramid to Success": the client-needs categories, largest share first.
import { headingDiffersFromPlan, PYRAMID, subcategoryShare, type PyramidLevel } from "../../lib/strategies";
import { TEST_PLAN } from "../../lib/test-plan";
import { clientNeedLabel } from "../../lib/categories";

const slug = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, "-");

/** Said on a card whose heading share is a simplification of NCSBN's subcategory ranges. */
function RangeNote({ level }: { level: PyramidLevel }) {
  const plan = subcategoryShare(level);
  return (
    <p className="muted range-note">
      {`About the ${level.percent}: it is this app's simplified figure for the category as a whole. NCSBN publishes a range for each of its subcategories ` +
        `instead; together they add up to ${plan.min}-${plan.max}% of the exam, so plan your study time by the subcategory ranges below.`}
    </p>
  );
}

export function PyramidPanel() {
  return (
    <>
      <p className="strategy-intro">
        Spend your study time in proportion to the test plan: the larger a category's share of the exam, the more of
        your remaining time it earns. Build the base first, then work up.
      </p>
      <div className="strategy-grid">
        {PYRAMID.map((level) => (
          <section key={level.name} className={`card pyramid-level priority-${level.priority.toLowerCase()}`}>
            <h2>
              {`${level.name} `}
              <span className="pyramid-meta">{`(${level.priority}, ${level.percent})`}</span>
            </h2>
            <p>{level.description}</p>
            {headingDiffersFromPlan(level) && <RangeNote level={level} />}
            <p className="muted subcategories-label" id={`subcategories-${slug(level.name)}`}>
              NCSBN test plan range per subcategory:
            </p>
            <ul className="subcategories" aria-labelledby={`subcategories-${slug(level.name)}`}>
              {level.subcategories.map((need) => (
                <li key={need}>{`${clientNeedLabel(need)} ${TEST_PLAN[need].min}-${TEST_PLAN[need].max}%`}</li>
              ))}
            </ul>
            <h3>Tips</h3>
            <ul>
              {level.tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="muted small-print">
        Subcategory ranges are the share of items on the NCSBN 2023 NCLEX-RN Test Plan. Next Generation NCLEX clinical
        judgment items are drawn from all categories.
      </p>
    </>
  );
}
