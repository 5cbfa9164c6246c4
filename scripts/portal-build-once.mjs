// The portal build for the budget and the browser tests. `npm test` builds the portal once, as a
// step of its own, and says so with TRUERATE_PORTAL_BUILT=1: both then use that build rather than
// building again (each build took about 40 s of the run). Run alone, it always builds.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { npmRun, root } from "./lib/bootstrap.mjs";

if (process.env.TRUERATE_PORTAL_BUILT === "1" && existsSync(join(root, "portal", "build", "client"))) {
  console.log("Portal: this run's build (npm test built it once).");
} else {
  process.exit(npmRun("portal:build"));
}
