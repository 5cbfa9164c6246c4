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
  ssr: {
    resolve: { conditions: ["workerd", "worker", "browser"], externalConditions: ["workerd", "worker"] },
  },
});
