import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { holdEarlyInput } from "./lib/rendering/early-input";
import { beforeHydration } from "./lib/signed-in-home-chunk";

// A signed-in / hydrates once its chunk is there, so every handler is live from the first paint of React.
void beforeHydration().then(() => {
  // Hydration resets a native select (and a text area with text) to the server's: note what a user changed.
  holdEarlyInput(document);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
});
