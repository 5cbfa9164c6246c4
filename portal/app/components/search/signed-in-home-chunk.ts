import { type ComponentProps, createElement, useEffect, useState } from "react";
import { stylesheetsLoaded } from "../../lib/rendering/stylesheets";
import type { SignedInHomeScreen as Screen } from "./signed-in-home-screen";

/**
 * The signed-in home screen (shell and home search) as a chunk of its own, so the landing page —
 * the same URL for a visitor — never downloads it (its JavaScript budget). The chunk and its
 * stylesheets are always loaded before the screen renders, so nothing waits on it and no click is lost: the server loader
 * and the client loader of / await it for a signed-in user, and entry.client awaits it before
 * hydrating a signed-in / (`beforeHydration`).
 */
let loaded: typeof Screen | undefined;

export async function loadSignedInHomeScreen(): Promise<typeof Screen> {
  const module = await import("./signed-in-home-screen");
  await stylesheetsLoaded(module.signedInHomeStylesheets);
  loaded = module.SignedInHomeScreen;
  return loaded;
}

/**
 * The screen, rendered in the tree of its route. Not behind a Suspense boundary: React hydrates a
 * boundary's server HTML in a later pass of the lowest priority, so the whole home would become
 * interactive last, after the root's effects (early-input.ts) had run without it. Only if a render
 * ever ran ahead of the loaders above does it show nothing until the chunk is there.
 */
export function SignedInHomeChunk(props: ComponentProps<typeof Screen>) {
  const [screen, setScreen] = useState(() => loaded);
  useEffect(() => {
    if (!screen) void loadSignedInHomeScreen().then((component) => setScreen(() => component));
  }, [screen]);
  return screen ? createElement(screen, props) : null;
}

/** In the browser before hydration: the chunk, when the server rendered the signed-in home (its shell is on the page). */
export function beforeHydration(): Promise<unknown> {
  if (window.location.pathname !== "/" || !document.querySelector(".tr-app")) return Promise.resolve();
  return loadSignedInHomeScreen().catch(() => undefined);
}
