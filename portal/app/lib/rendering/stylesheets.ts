/**
 * Stylesheets a screen links from its own markup (a `<link>` in the body) rather than from its
 * route's `links`: / is one route for two screens, and each screen's styles should hold only that
 * screen's first paint. On the server's HTML the browser waits for them before painting what
 * follows; on a navigation in the page nothing waits, so a loader awaits them first, as Remix does
 * for `links`, and the screen never shows unstyled.
 */
export function stylesheetsLoaded(hrefs: readonly string[]): Promise<void> {
  if (typeof document === "undefined") return Promise.resolve();
  return Promise.all(hrefs.map(stylesheetLoaded)).then(() => undefined);
}

function stylesheetLoaded(href: string): Promise<void> {
  const linked = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
    (link) => link.getAttribute("href") === href && link.sheet,
  );
  if (linked) return Promise.resolve();
  return new Promise((resolve) => {
    const preload = document.createElement("link");
    preload.rel = "preload";
    preload.as = "style";
    preload.href = href;
    // A failed load still shows the screen: unstyled beats a navigation that never ends.
    preload.onload = preload.onerror = () => {
      preload.remove();
      resolve();
    };
    document.head.appendChild(preload);
  });
}
