// Per-install secrets for local runs. No signing key is printed in the source: `npm start` (and the
// browser tests' API) write random values to the git-ignored .dev.vars on first run, where
// `wrangler dev` and the scripts' local bindings read them; values already there are kept, so
// tokens, response links and stored documents stay valid from one run to the next.
// Plain Node (it runs on the machine's Node 20 before the pinned one is installed).
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const randomText = (random) => random(32).toString("base64url");

/**
 * What each secret gets when it is missing: 32 random bytes (256 bits) for the two HS256 keys; a
 * keyring of one random key-encryption key for documents and sealed webhook secrets (the public
 * development key stays readable locally, so documents stored before keep opening).
 */
const GENERATORS = {
  PARTNER_TOKEN_SECRET: (random) => randomText(random),
  RESPONSE_LINK_SECRET: (random) => randomText(random),
  DOCUMENT_KEYS: (random) =>
    `'${JSON.stringify({ [`local-${random(4).toString("hex")}`]: random(32).toString("base64") })}'`,
};

/** Names set to a non-empty value in dotenv text (`NAME=value`, comments and blank lines aside). */
function namesSet(text) {
  const names = new Set();
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    const value = match?.[2].trim() ?? "";
    if (match && value !== "" && value !== '""' && value !== "''") names.add(match[1]);
  }
  return names;
}

/**
 * The dotenv text with every missing secret appended (an empty assignment counts as missing; the
 * appended line comes later, and the last assignment wins). Returns the names it added.
 */
export function withLocalSecrets(text, random = randomBytes) {
  const present = namesSet(text);
  const added = Object.keys(GENERATORS).filter((name) => !present.has(name));
  if (added.length === 0) return { text, added };
  const lines = added.map((name) => `${name}=${GENERATORS[name](random)}`);
  const header = "# Generated for this install by npm start (scripts/lib/local-secrets.mjs); never commit.";
  const separator = text === "" || text.endsWith("\n") ? "" : "\n";
  return { text: `${text}${separator}${header}\n${lines.join("\n")}\n`, added };
}

/** Writes the missing secrets to <root>/.dev.vars (readable by this user only) and says which. */
export function ensureLocalSecrets(root) {
  const file = join(root, ".dev.vars");
  const before = existsSync(file) ? readFileSync(file, "utf8") : "";
  const { text, added } = withLocalSecrets(before);
  if (added.length === 0) return;
  writeFileSync(file, text, { mode: 0o600 });
  chmodSync(file, 0o600);
  console.log(`Generated local secrets in .dev.vars: ${added.join(", ")}`);
}
