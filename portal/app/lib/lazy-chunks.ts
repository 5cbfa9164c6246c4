import { type ComponentProps, createElement, lazy } from "react";
import type { SignedInHome as SignedInHomeComponent } from "../components/search/signed-in-home";
import type { AppShell as AppShellComponent } from "../components/shell/app-shell";

/**
 * The signed-in screens' lazily loaded chunks, kept out of the landing page's JavaScript (its
 * budget). entry.client starts loading them as a signed-in page hydrates; once a chunk is loaded
 * its component renders directly instead of through React.lazy, which suspends for a tick even when
 * its module is already there.
 */
let appShell: typeof AppShellComponent | undefined;
let signedInHome: typeof SignedInHomeComponent | undefined;

const loadAppShell = () =>
  import("../components/shell/app-shell").then((module) => {
    appShell = module.AppShell;
    return module.AppShell;
  });
const loadSignedInHome = () =>
  import("../components/search/signed-in-home").then((module) => {
    signedInHome = module.SignedInHome;
    return module.SignedInHome;
  });

const LazyAppShell = lazy(() => loadAppShell().then((component) => ({ default: component })));
const LazySignedInHome = lazy(() => loadSignedInHome().then((component) => ({ default: component })));

export function AppShellChunk(props: ComponentProps<typeof AppShellComponent>) {
  return createElement(appShell ?? LazyAppShell, props);
}

export function SignedInHomeChunk() {
  return createElement(signedInHome ?? LazySignedInHome);
}

/** As a signed-in page starts: its chunks, all at once. */
export function preloadSignedInChunks(): Promise<unknown> {
  return Promise.all([loadAppShell(), loadSignedInHome()]).catch(() => undefined);
}
