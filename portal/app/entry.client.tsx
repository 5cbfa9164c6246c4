import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { beforeHydration } from "./components/search/signed-in-home-chunk";
import { holdEarlyInput } from "./lib/rendering/early-input";

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
