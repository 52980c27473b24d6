// The 404 page: no islands, so it ships no JavaScript.
export const title = "Page not found";

export default function NotFoundPage() {
  return (
    <section className="card narrow">
      <h1>404 Page Not Found</h1>
      <p className="muted">Did you forget to add the page to the router?</p>
      <a className="btn btn-primary" href="/">
        Go to the dashboard
      </a>
    </section>
  );
}
