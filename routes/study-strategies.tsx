// /study-strategies: three tabs of study advice. Every panel is rendered here
// and ?tab= picks the visible one, so the page works without JavaScript; the
// StrategyTabs island switches panels in place once hydrated.
import type { ReactNode } from "react";
import type { PageProps } from "./types";
import { Island } from "../worker/render/island";
import StrategyTabs, { panelId, tabId } from "../islands/StrategyTabs";
import { STRATEGY_TABS, strategyTab, type StrategyTabId } from "../lib/strategies";
import { PyramidPanel } from "../components/strategies/PyramidPanel";
import { TestTakingPanel } from "../components/strategies/TestTakingPanel";
import { TimeManagementPanel } from "../components/strategies/TimeManagementPanel";

export const title = "Study Strategies";

const PANELS: Record<StrategyTabId, () => ReactNode> = {
  pyramid: PyramidPanel,
  "test-taking": TestTakingPanel,
  "time-management": TimeManagementPanel,
};

export default function StudyStrategiesPage({ url }: PageProps) {
  const selected = strategyTab(url.searchParams.get("tab"));
  return (
    <>
      <header className="page-header">
        <h1>Study Strategies</h1>
        <p className="muted">
          What to study first, how to reason through a question, and how to plan your time before and during the
          NCLEX-RN.
        </p>
      </header>
      <Island
        name="StrategyTabs"
        component={StrategyTabs}
        props={{ tabs: STRATEGY_TABS.map(({ id, label }) => ({ id, label })), selected }}
      />
      {STRATEGY_TABS.map(({ id }) => {
        const Panel = PANELS[id];
        return (
          <div
            key={id}
            role="tabpanel"
            id={panelId(id)}
            aria-labelledby={tabId(id)}
            tabIndex={0}
            hidden={id !== selected}
            className="strategy-panel"
          >
            <Panel />
          </div>
        );
      })}
    </>
  );
}
