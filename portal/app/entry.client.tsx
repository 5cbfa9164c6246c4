import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";

// A signed-in page (the server rendered the shell) loads its lazy chunks first, so it hydrates
// whole instead of in a waterfall; the landing page has none and loads nothing more.
const chunksReady = document.querySelector(".tr-app")
  ? import("./lib/lazy-chunks").then((chunks) => chunks.preloadSignedInChunks())
  : Promise.resolve();

void chunksReady.then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
});
