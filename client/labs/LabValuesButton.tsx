// The "Lab Values" button: in tutor mode beside each item (practice, spaced
// review, case studies) and on a previous test's review, never in a timed
// test or the readiness exam. The drawer and its data keep a chunk of their
// own (scripts/build-client.mjs), fetched on the first open.
import { LazyToolButton, ToolIcon, lazyTool } from "../tools/LazyToolButton";

const drawer = lazyTool(async () => (await import("./LabValuesDrawer")).LabValuesDrawer);

const icon = <ToolIcon d="M9 3h6M10 3v6l-5.6 9.4A1.7 1.7 0 0 0 5.9 21h12.2a1.7 1.7 0 0 0 1.5-2.6L14 9V3M7.5 15h9" />;

export const LabValuesButton = () => (
  <LazyToolButton tool={drawer} className="labs-open" icon={icon} label="Lab Values" />
);
