// The build bundles React DOM's client as an ES module (see
// scripts/lib/react-dom-as-module.mjs). The rewrite must keep React's exports
// and dependencies, and fail the build if a React update changes the file's shape.
import { readFileSync } from "node:fs";
import { transformSync } from "esbuild";
import { describe, expect, it } from "vitest";
import { REACT_DOM_CLIENT, rewriteReactDomClient } from "../../scripts/lib/react-dom-as-module.mjs";

const source = readFileSync(REACT_DOM_CLIENT, "utf8");

describe("React DOM as an ES module", () => {
  it("keeps every export and imports React, React DOM and the scheduler instead of requiring them", () => {
    const code = rewriteReactDomClient(source);
    expect(code).toMatch(/^export const \{ createRoot, hydrateRoot, version \} = exports;$/m);
    for (const dependency of ["react", "react-dom", "scheduler"]) expect(code).toContain(`from "${dependency}";`);
    expect(code).not.toMatch(/\brequire\(/);
    expect(() => transformSync(code, { format: "esm", loader: "js" })).not.toThrow();
  });

  it("refuses a file it does not recognise instead of bundling a broken React", () => {
    expect(() => rewriteReactDomClient(`"use strict";\nvar x = require("other");\nexports.hydrateRoot = x;\n`)).toThrow(
      /no longer has the shape/,
    );
    expect(() => rewriteReactDomClient(`"use strict";\nexports.render = 1;\n`)).toThrow(/no longer has the shape/);
  });
});
