// The "Lab Values" button: in tutor mode beside each item (practice, spaced
// review, case studies) and on a previous test's review, never in a timed
// test or the readiness exam. The drawer and its data keep a chunk of their
// own (scripts/build-client.mjs), fetched on the first open.
import { LazyToolButton, lazyTool } from "../tools/LazyToolButton";
import { Icon } from "../../components/icons";

const drawer = lazyTool(async () => (await import("./LabValuesDrawer")).LabValuesDrawer);

const icon = <Icon name="flask" />;

export const LabValuesButton = () => (
  <LazyToolButton tool={drawer} className="labs-open" icon={icon} label="Lab Values" />
);
