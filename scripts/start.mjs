// `npm start`: install when needed, migrate and seed the local database, build the portal, then
// serve the API with the document reader (127.0.0.1:8787), the portal (127.0.0.1:8788) and the
// reader's local OCR engine (127.0.0.1:8790). Ctrl-C stops everything started here.
import { spawn } from "node:child_process";
import { ensureDependencies, root, runOrExit, skipCfFetch } from "./lib/bootstrap.mjs";
import { ensureLocalSecrets } from "./lib/local-secrets.mjs";
import { prepareReaderConfig } from "./lib/reader-dev.mjs";

const API_URL = "http://127.0.0.1:8787";
const PORTAL_URL = "http://127.0.0.1:8788";
const OCR_URL = "http://127.0.0.1:8790";

ensureDependencies();
skipCfFetch();
// Before the seed, which stores documents under DOCUMENT_KEYS, and before the servers read .dev.vars.
ensureLocalSecrets(root);
runOrExit("npm", ["run", "--silent", "setup"]);
// After the setup, which may have written the secrets the reader's copy takes.
const readerConfig = prepareReaderConfig(root, { dir: ".wrangler/reader-dev" });

/** Each server runs in its own process group so it can be stopped with everything it spawned. */
function serve(script, args = []) {
  const extra = args.length > 0 ? ["--", ...args] : [];
  const child = spawn("npm", ["run", "--silent", script, ...extra], { cwd: root, stdio: "inherit", detached: true });
  child.on("exit", (code) => {
    if (!stopping) {
      console.error(`\n${script} exited (${code}); stopping.`);
      stop(1);
    }
  });
  return child;
}

let stopping = false;
// The API and the document reader (one wrangler dev), the portal, and the reader's OCR engine.
const servers = [serve("dev:ocr"), serve("dev:api", ["-c", readerConfig]), serve("dev:portal")];

function stop(code = 0) {
  stopping = true;
  for (const server of servers) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 500);
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

async function waitFor(url, deadline = Date.now() + 180_000) {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

const ready =
  (await waitFor(`${API_URL}/api/health`)) && (await waitFor(PORTAL_URL)) && (await waitFor(`${OCR_URL}/health`));
if (!ready) {
  console.error("The servers did not come up within 3 minutes.");
  stop(1);
} else {
  const { DEMO_ACCOUNTS } = await import("./lib/demo-accounts.mjs");
  console.log(`
TrueRate is running.
  Portal         ${PORTAL_URL}
  API            ${API_URL}/api/health
  API reference  ${PORTAL_URL}/api/docs
  Dev mail       ${PORTAL_URL}/dev/mail

Demo accounts (password: ${DEMO_ACCOUNTS.password}):
${DEMO_ACCOUNTS.users.map((user) => `  ${user.role.padEnd(9)} ${user.email}  ${user.note}`).join("\n")}
  partner   ${DEMO_ACCOUNTS.partner.name}: client id ${DEMO_ACCOUNTS.partner.clientId}, secret ${DEMO_ACCOUNTS.partner.clientSecret}
            its loads are the broker identity cases IDC-REVOKED-1, IDC-YOUNG-1, IDC-LOOKALIKE-1, IDC-DOUBLE-1

Press Ctrl-C to stop.`);
}
