// "New": what marks a chart entry, column or tab first shown at this item.
// Always the word, so the mark never rests on colour alone.
export function NewMark({ label = "New" }: { label?: string }) {
  return <span className="case-new">{label}</span>;
}
