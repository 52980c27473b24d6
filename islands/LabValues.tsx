// The Lab Values button on a previous test's review (/activity/:id): the
// drawer itself loads on the first tap (client/labs/LabValuesButton.tsx).
import { LabValuesButton } from "../client/labs/LabValuesButton";

export default function LabValues() {
  return <LabValuesButton />;
}
