export function ScaleNote() {
  return (
    <p className="scale-note">
      The passing standard here is set on NCLEX Daily's own question-bank scale (Rasch model, logits), not on NCSBN's
      scale. Treat the result as a readiness estimate, not a prediction of your official result.
    </p>
  );
}
