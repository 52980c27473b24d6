// The "Calculator" button beside every item (practice, review, case studies,
// the readiness exam). The calculator's modules stay out of the shared chunk
// (scripts/build-client.mjs), so pages without items load none of it.
import { LazyToolButton, ToolIcon, lazyTool } from "../tools/LazyToolButton";

const calculator = lazyTool(async () => (await import("./Calculator")).Calculator);

const icon = (
  <ToolIcon d="M6 2h12a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM8 6h8v4H8zM8 14h.01M12 14h.01M16 14h.01M8 18h.01M12 18h.01M16 18h.01" />
);

export const CalculatorButton = () => (
  <LazyToolButton tool={calculator} className="calculator-open" icon={icon} label="Calculator" toggles />
);
