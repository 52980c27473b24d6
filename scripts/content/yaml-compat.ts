// Content must read the same in every YAML parser. YAML 1.1 parsers (PyYAML,
// older tooling) read unquoted yes, no, on and off as booleans; this names each
// value that reads differently there, so the author quotes it.
import { parse } from "yaml";

function differences(a: unknown, b: unknown, path: string, out: string[]) {
  if (a !== null && b !== null && typeof a === "object" && typeof b === "object") {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) differences((a as never)[k], (b as never)[k], path ? `${path}.${k}` : k, out);
  } else if (a !== b) out.push(`${path}: ${JSON.stringify(a)} reads as ${JSON.stringify(b)} in YAML 1.1 parsers; quote it`);
}

export function yaml11Problems(source: string, parsed: unknown): string[] {
  const out: string[] = [];
  differences(parsed, parse(source, { version: "1.1" }), "", out);
  return out;
}
