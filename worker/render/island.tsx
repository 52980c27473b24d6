// Server half of the island protocol. An island renders to HTML on its own
// (renderToString inside IslandRoot with its own identifierPrefix, so the
// browser's tree and useId match), inside <nclex-island data-island data-src
// data-props data-id data-hydrate>. The first island on a page puts the inline
// loader (client/island-loader.ts) ahead of itself: it holds early taps and
// imports the boot module after the first paint. No island adds a preload:
// nothing competes with the first paint. A page without islands gets no script.
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { IslandRoot } from "../../client/island-root";
import { clientManifest } from "./manifest";
import { useRenderState } from "./context";
import { HYDRATION } from "./hydration";

interface IslandProps<P> {
  name: string; // the island's file name in islands/, e.g. "LoginForm"
  component: ComponentType<P>;
  props: P;
}

export function Island<P extends object>({ name, component, props }: IslandProps<P>) {
  const { nonce, nextIslandId } = useRenderState();
  const entry = clientManifest.islands[name];
  if (!entry) throw new Error(`Unknown island '${name}': is islands/${name}.tsx built?`);
  const hydrate = HYDRATION[name];
  if (!hydrate) throw new Error(`Island '${name}' has no hydration strategy in worker/render/hydration.ts`);
  const id = nextIslandId();
  const html = renderToString(<IslandRoot component={component as ComponentType<object>} props={props} />, {
    identifierPrefix: id,
  });
  return (
    <>
      {id === "i0-" && (
        <script
          nonce={nonce}
          data-boot={clientManifest.boot}
          dangerouslySetInnerHTML={{ __html: clientManifest.loader }}
        />
      )}
      <nclex-island
        data-island={name}
        data-src={entry.src}
        data-id={id}
        data-hydrate={hydrate}
        data-props={JSON.stringify(props)}
        style={{ display: "contents" }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </>
  );
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "nclex-island": React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> &
        Record<`data-${string}`, string>;
    }
  }
}
