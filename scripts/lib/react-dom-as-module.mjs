// A rolldown plugin that bundles React DOM's client as an ES module instead of
// a CommonJS one. Why: a bundler wraps a CommonJS file in a function, and V8
// compiles that whole function (React DOM is 600 KB of source) on the main
// thread the first time it is required, in one long task right after the
// page has painted. As module top-level code, Chrome parses it on a background
// thread while it streams in, and the main thread only compiles the functions
// hydration calls, as it calls them. Measured on /login (e2e Chromium, no
// throttling, median of 8): the longest task after the first paint went from
// 165 ms to 98 ms. The file is React's own, unchanged apart from its three
// require() calls and its exports object.
import { readFileSync } from "node:fs";

export const REACT_DOM_CLIENT = "node_modules/react-dom/cjs/react-dom-client.production.js";
const DEPENDENCIES = { react: "__react", "react-dom": "__reactDom", scheduler: "__scheduler" };

/** React DOM's production client, rewritten as an ES module with the same exports. */
export function rewriteReactDomClient(source) {
  const names = [...new Set([...source.matchAll(/^exports\.(\w+)\s*=/gm)].map((m) => m[1]))];
  let code = source.replace(/^"use strict";\n/, "");
  for (const [dependency, local] of Object.entries(DEPENDENCIES))
    code = code.replaceAll(`require("${dependency}")`, local);
  if (!names.includes("hydrateRoot") || /\brequire\(|\bmodule\./.test(code)) {
    throw new Error(
      `${REACT_DOM_CLIENT} no longer has the shape this plugin rewrites (exports.hydrateRoot, three require() calls)`,
    );
  }
  return [
    ...Object.entries(DEPENDENCIES).map(([dependency, local]) => `import ${local} from "${dependency}";`),
    "const exports = {};",
    code,
    `export const { ${names.join(", ")} } = exports;`,
  ].join("\n");
}

/** Resolves "react-dom/client" straight to the production file, loaded as a module. */
export function reactDomModulePlugin(root) {
  const file = `${root}${REACT_DOM_CLIENT}`;
  return {
    name: "react-dom-as-module",
    resolveId: (source) => (source === "react-dom/client" ? file : null),
    load: (id) => (id === file ? rewriteReactDomClient(readFileSync(id, "utf8")) : null),
  };
}
