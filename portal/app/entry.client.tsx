import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";

// A signed-in page (the server rendered the shell) starts loading its lazy chunks at once; the
// page hydrates without waiting for them, and React hydrates the shell's Suspense boundary when
// its chunk arrives, replaying a click made meanwhile. The landing page has none and loads nothing more.
if (document.querySelector(".tr-app"))
  void import("./lib/lazy-chunks").then((chunks) => chunks.preloadSignedInChunks());

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
