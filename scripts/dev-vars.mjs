// Creates .dev.vars with a random local JWT secret on a fresh clone. The file
// is git-ignored; production uses `wrangler secret put JWT_SECRET`.
import { existsSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";

const file = new URL("../.dev.vars", import.meta.url);
if (!existsSync(file)) {
  writeFileSync(file, `JWT_SECRET=${randomBytes(32).toString("base64url")}\nENVIRONMENT=development\n`, {
    mode: 0o600,
  });
  console.log("created .dev.vars with a random local JWT_SECRET");
}
