// Pages whose features are not built yet show their title inside the layout.
export function PlaceholderPage({ heading }: { heading: string }) {
  return (
    <header className="page-header">
      <h1>{heading}</h1>
    </header>
  );
}
