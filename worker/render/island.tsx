// Server half of the island protocol. An island renders to HTML on its own
// (renderToString with its own identifierPrefix, so useId matches on the
// client), inside <nclex-island data-island data-src data-props data-id>.
// The first island on a page also adds the boot module; every island adds
// modulepreload hints for its chunks. A page without islands gets no script.
import type { ComponentType } from "react";
import { preinitModule, preloadModule } from "react-dom";
import { renderToString } from "react-dom/server";
import { clientManifest } from "./manifest";
import { useRenderState } from "./context";

interface IslandProps<P> {
  name: string; // the island's file name in islands/, e.g. "LoginForm"
  component: ComponentType<P>;
  props: P;
}

export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  const { nonce, nextIslandId } = useRenderState();
  const entry = clientManifest.islands[name];
  if (!entry) throw new Error(`Unknown island '${name}': is islands/${name}.tsx built?`);
  const id = nextIslandId();
  for (const href of entry.preload) preloadModule(href, { as: "script" });
  preinitModule(clientManifest.boot, { as: "script", nonce });
  const html = renderToString(<Component {...props} />, { identifierPrefix: id });
  return (
    <nclex-island
      data-island={name}
      data-src={entry.src}
      data-id={id}
      data-props={JSON.stringify(props)}
      style={{ display: "contents" }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "nclex-island": React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & Record<`data-${string}`, string>;
    }
  }
}
