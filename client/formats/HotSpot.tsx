// Hot spot: the server-drawn picture (lib/pictures, artwork only) with one
// button over each region's area: tap, click, or Enter/Space on a focused
// region selects it; its accessible name is the region's neutral location.
// Regions are at least 44 x 44 CSS px at 320 px wide and never overlap
// (lib/pictures/regions.ts). One region replaces the pick; where the stem asks
// for N, up to N are toggled. After grading: every region's mark, and each
// region's rationale in a list under the picture.
import { FormatFrame } from "./FormatFrame";
import { FeedbackList } from "./FeedbackList";
import { markOf } from "./marks";
import { regionBox, type Shape } from "./hot-spot-geometry";
import type { FormatViewProps } from "./types";

interface Region {
  id: string;
  name: string;
  shape: Shape;
}
type Response = { regions: string[] };

/** A region's outline in the picture: shown when selected, focused or graded (styles/formats.css). */
function Outline({ shape, className }: { shape: Shape; className: string }) {
  if (shape.kind === "circle") return <circle className={className} cx={shape.cx} cy={shape.cy} r={shape.r} />;
  if (shape.kind === "rect")
    return <rect className={className} x={shape.x} y={shape.y} width={shape.w} height={shape.h} rx={6} />;
  return <polygon className={className} points={shape.points.map((p) => p.join(",")).join(" ")} />;
}

const MARK_LABEL = { correct: "correct", incorrect: "incorrect", missed: "missed" } as const;

export default function HotSpot({
  question,
  response,
  onChange,
  result,
  disabled,
}: FormatViewProps<Response, "hot_spot">) {
  const item = question.item;
  const { width, height } = item.picture;
  const picked = result ? ((result.response as Response | null)?.regions ?? []) : (response?.regions ?? []);
  const keyed = result ? ((result.correctResponse as Response).regions ?? []) : [];
  const many = item.select > 1;

  const choose = (id: string) => {
    if (result) return;
    const next = !many
      ? [id]
      : picked.includes(id)
        ? picked.filter((x) => x !== id)
        : picked.length < item.select
          ? [...picked, id]
          : picked;
    onChange({ regions: next }, next.length === item.select);
  };

  const instruction = many ? `Select ${item.select} areas on the picture.` : "Select one area on the picture.";
  return (
    <FormatFrame instruction={instruction} result={result} disabled={disabled} className="hotspot">
      <div className="hotspot-picture" style={{ aspectRatio: `${width} / ${height}` }}>
        <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={item.picture.alt} className="picture-svg">
          <g dangerouslySetInnerHTML={{ __html: item.picture.svg }} />
          {item.regions.map((r) => {
            const mark = result ? markOf(picked.includes(r.id), keyed.includes(r.id)) : undefined;
            const state = mark ?? (picked.includes(r.id) ? "selected" : "idle");
            return <Outline key={r.id} shape={r.shape} className={`hotspot-shape hotspot-${state}`} />;
          })}
        </svg>
        {item.regions.map((r) => {
          const box = regionBox(r.shape, width, height);
          const chosen = picked.includes(r.id);
          const mark = result ? markOf(chosen, keyed.includes(r.id)) : undefined;
          return (
            <button
              key={r.id}
              type="button"
              className={`hotspot-region${chosen ? " hotspot-region-chosen" : ""}`}
              style={box}
              aria-pressed={chosen}
              aria-label={mark ? `${r.name} (${MARK_LABEL[mark]})` : r.name}
              aria-disabled={!!result || undefined}
              onClick={() => choose(r.id)}
            />
          );
        })}
      </div>
      {!result && (
        <p className="ngn-status" aria-live="polite">
          {picked.length
            ? `Selected: ${item.regions
                .filter((r) => picked.includes(r.id))
                .map((r) => r.name)
                .join("; ")}`
            : "No area selected yet."}
        </p>
      )}
      {result && (
        <FeedbackList
          rationales={result.rationales}
          sections={[
            {
              title: "Areas of the picture",
              entries: item.regions.map((r) => ({
                id: r.id,
                text: r.name,
                mark: markOf(picked.includes(r.id), keyed.includes(r.id)),
              })),
            },
          ]}
        />
      )}
    </FormatFrame>
  );
}
