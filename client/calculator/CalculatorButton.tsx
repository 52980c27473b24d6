// The "Calculator" button beside every item (practice, review, case studies,
// the readiness exam). The calculator's modules stay out of the shared chunk
// (scripts/build-client.mjs), so pages without items load none of it.
import { LazyToolButton, lazyTool } from "../tools/LazyToolButton";
import { Icon } from "../../components/icons";

const calculator = lazyTool(async () => (await import("./Calculator")).Calculator);

const icon = <Icon name="calculator" />;

export const CalculatorButton = () => (
  <LazyToolButton tool={calculator} className="calculator-open" icon={icon} label="Calculator" toggles />
);
