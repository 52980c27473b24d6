// /offline: the page the service worker shows for a page it has never cached
// when there is no network (it is precached, and served at the URL asked for).
// The same for everyone (it holds nothing of a student's), and no islands, so
// no JavaScript.
import { Icon } from "../components/icons";

export const title = "You're offline";

export default function OfflinePage() {
  return (
    <main className="offline-page" id="main">
      <section className="card offline-card" aria-labelledby="offline-title">
        <span className="brand-mark" aria-hidden="true">
          <Icon name="heart" size={20} />
        </span>
        <h1 id="offline-title">You're offline</h1>
        <p>This page is not saved on this device yet, and there is no connection to fetch it.</p>
        <p className="muted">
          Pages you opened before still open offline, and questions you downloaded for offline practice work without a
          connection. Your answers are kept on this device and sent when you are back online.
        </p>
        <div className="button-row">
          <a className="btn btn-primary" href="/practice">
            Practice offline
          </a>
          <a className="btn btn-outline" href="/dashboard">
            Dashboard
          </a>
          {/* An empty href is this very address: a reload that needs no script. */}
          <a className="btn btn-ghost" href="">
            Try again
          </a>
        </div>
      </section>
    </main>
  );
}
