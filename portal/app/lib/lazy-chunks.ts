/**
 * The signed-in screens' lazily loaded chunks, kept out of the landing page's JavaScript (its
 * budget): routes/_app.tsx and routes/_app._index.tsx render them through React.lazy (each with its
 * own import(), so this module stays out of the landing page too); entry.client loads them before
 * hydrating a signed-in page, so that page hydrates in one pass instead of a waterfall of chunks.
 */
export const loadAppShell = () => import("../components/shell/app-shell");
export const loadSignedInHome = () => import("../components/search/signed-in-home");

/** Before hydrating a page whose server render has the signed-in shell: its chunks, all at once. */
export function preloadSignedInChunks(): Promise<unknown> {
  return Promise.all([loadAppShell(), loadSignedInHome()]).catch(() => undefined);
}
