import type { D1Migration } from "@cloudflare/vitest-plugin";
import type { Env as WorkerEnv } from "../src/core/env";
import type { PlaceRow } from "../src/db/queries/places";

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {
      TEST_MIGRATIONS: D1Migration[];
      TEST_PLACES: PlaceRow[];
    }
    interface GlobalProps {
      mainModule: typeof import("../src/index");
      durableNamespaces: "LoadDeadline";
    }
  }
}
