import type { ComponentType } from "react";
import { createElement, lazy } from "react";

/**
 * The signed-in screens' lazily loaded chunks, kept out of the landing page's JavaScript (its
 * budget). entry.client loads them before hydrating a signed-in page; once a chunk is loaded its
 * component renders directly instead of through React.lazy, because a lazy component suspends for
 * a tick even when its module is already there, and suspending while the whole document hydrates
 * could abort the hydration (React error 345), leaving menus and dialogs dead.
 */
function chunk<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  const loadOnce = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => loadOnce().then((component) => ({ default: component })));
  function Chunk(props: Props) {
    const Component = (loaded ?? Lazy) as ComponentType<Props>;
    return createElement(Component, props);
  }
  return { Component: Chunk, preload: loadOnce };
}

export const AppShellChunk = chunk(() => import("../components/shell/app-shell").then((module) => module.AppShell));
export const SignedInHomeChunk = chunk(() =>
  import("../components/search/signed-in-home").then((module) => module.SignedInHome),
);

/** Before hydrating a page whose server render has the signed-in shell: its chunks, all at once. */
export function preloadSignedInChunks(): Promise<unknown> {
  return Promise.all([AppShellChunk.preload(), SignedInHomeChunk.preload()]).catch(() => undefined);
}
