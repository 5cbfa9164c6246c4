import type { D1Migration } from "@cloudflare/vitest-plugin";
import type { ReaderEnv } from "../src/env";

declare global {
  namespace Cloudflare {
    interface Env extends ReaderEnv {
      TEST_MIGRATIONS: D1Migration[];
    }
    interface GlobalProps {
      mainModule: typeof import("../src/index");
    }
  }
}
