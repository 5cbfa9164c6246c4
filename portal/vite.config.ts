import { cloudflareDevProxyVitePlugin, vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import { dropUnusedRadixCss } from "./app/styles/unused-radix-css";

// Loader types follow single fetch (what `data()` and `useLoaderData` return).
declare module "@remix-run/cloudflare" {
  interface Future {
    v3_singleFetch: true;
  }
}

// Remix 2 with every v3 future flag on, so the later move to React Router 7 is a rename.
// The dev proxy gives `remix vite:dev` the same `context.cloudflare.env` as Pages.
export default defineConfig({
  plugins: [
    cloudflareDevProxyVitePlugin(),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
  css: { postcss: { plugins: [dropUnusedRadixCss()] } },
  build: {
    // A chunk's static imports are all in its own import list (Rollup hoists them), so the browser
    // fetches a dynamic import's whole graph one round trip after the chunk. Vite's preload instead
    // appends a <link rel="modulepreload"> per dependency from script: 33 for the signed-in home,
    // 30-60 ms of main thread on these machines, more on a phone. Its CSS dependencies still load.
    modulePreload: false,
    // Chunks under 10 KB without side effects merge into a chunk loaded with them: the landing page
    // loads 10 files where it loaded 16, each a request on a slow phone's connection.
    rollupOptions: {
      output: { experimentalMinChunkSize: 10_000 },
      // Rollup reports the merge's chunk counts on every build; the sizes are in Vite's own table.
      onLog(level, log, handler) {
        if (log.code !== "OPTIMIZE_CHUNK_STATUS") handler(level, log);
      },
    },
  },
  ssr: {
    resolve: { conditions: ["workerd", "worker", "browser"], externalConditions: ["workerd", "worker"] },
  },
});
