// The Practice page's "Download for offline" control: choose a category and a
// size, download a pack of questions with their keys into IndexedDB (one pack
// at a time), and see, remove or practise the pack on this device.
import { useEffect, useState } from "react";
import { openSession } from "../client/session-store";
import { downloadPack, DownloadError, PACK_SIZES } from "../client/offline/download";
import { loadPack, removePack, savePack } from "../client/offline/pack";
import { ALL_CATEGORIES, packLabel } from "../client/offline/pack-label";
import { PRACTICE_COUNT } from "../lib/practice";

interface Props {
  categories: { id: number; name: string }[];
}

type Shown = { label: string; count: number; categoryId: number | null } | null;
type Busy = { kind: "downloading"; kb: number } | { kind: "saving" } | null;

export default function OfflinePack({ categories }: Props) {
  const [pack, setPack] = useState<Shown | undefined>(undefined); // undefined: not read from the device yet
  const [category, setCategory] = useState("all");
  const [size, setSize] = useState<number>(PACK_SIZES[0]);
  const [busy, setBusy] = useState<Busy>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  const show = (p: Awaited<ReturnType<typeof loadPack>>) =>
    setPack(p ? { label: packLabel(p), count: p.questions.length, categoryId: p.categoryId } : null);
  useEffect(() => void loadPack().then(show), []);

  async function download() {
    setMessage(null);
    setBusy({ kind: "downloading", kb: 0 });
    const categoryId = category === "all" ? null : Number(category);
    try {
      const got = await downloadPack(size, categoryId, (bytes) =>
        setBusy({ kind: "downloading", kb: Math.round(bytes / 1024) }),
      );
      setBusy({ kind: "saving" });
      const stored = {
        ...got,
        downloadedAt: Date.now(),
        categoryName: categories.find((c) => c.id === categoryId)?.name ?? ALL_CATEGORIES,
      };
      await savePack(stored);
      show(stored);
      setMessage({ text: "Download complete: ready for offline practice.", error: false });
    } catch (e) {
      setMessage({
        text: e instanceof DownloadError ? e.message : "The questions could not be saved on this device.",
        error: true,
      });
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    await removePack();
    show(undefined);
    setMessage({ text: "The downloaded questions were removed from this device.", error: false });
  }

  const practise = () =>
    pack &&
    openSession({
      mode: "practice",
      count: Math.min(pack.count, PRACTICE_COUNT.default),
      categoryId: pack.categoryId,
      difficulty: "mixed",
      signedIn: true,
      fromPack: true,
    });

  return (
    <div className="offline-pack">
      <div className="pack-on-device">
        {pack === undefined ? (
          <p className="muted">Checking this device…</p>
        ) : pack ? (
          <>
            <p className="pack-label">
              <strong>On this device:</strong> {pack.label}
            </p>
            <div className="pack-actions">
              <button type="button" className="btn btn-primary" onClick={practise} disabled={!!busy}>
                Practice offline
              </button>
              <button type="button" className="btn btn-outline" onClick={remove} disabled={!!busy}>
                Remove
              </button>
            </div>
          </>
        ) : (
          <p className="muted">No questions downloaded on this device yet.</p>
        )}
      </div>
      <div className="field">
        <label htmlFor="offline-category">Category</label>
        <select id="offline-category" value={category} onChange={(e) => setCategory(e.target.value)} disabled={!!busy}>
          <option value="all">{ALL_CATEGORIES}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="offline-size">Number of questions</label>
        <select id="offline-size" value={size} onChange={(e) => setSize(Number(e.target.value))} disabled={!!busy}>
          {PACK_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="btn btn-outline btn-block"
        onClick={download}
        disabled={!!busy || pack === undefined}
        aria-describedby="offline-status"
      >
        {busy?.kind === "downloading"
          ? `Downloading…${busy.kb ? ` ${busy.kb} KB` : ""}`
          : busy
            ? "Saving on this device…"
            : pack
              ? "Download a new pack"
              : "Download for offline"}
      </button>
      <p
        id="offline-status"
        className={`pack-status${message?.error ? " pack-status-error" : ""}`}
        role="status"
        aria-live="polite"
      >
        {busy ? "Downloading questions for offline practice…" : message?.text}
      </p>
    </div>
  );
}
