/**
 * A page's scripts load after its first contentful paint. Remix's <Scripts> preloads every module
 * with `<link rel="modulepreload">` and imports them from an inline module script; the browser
 * fetches, parses and compiles all of them while the server-rendered page waits for its stylesheets
 * and its first paint, on the same two cores (a phone's, or these machines'). The page needs only
 * its HTML and stylesheets to paint; its scripts hydrate it afterwards. So this stream makes both
 * inert on their way out (an unknown `rel` and `type`), and the classic script that follows them
 * (`AFTER_FIRST_PAINT_LOADER`, rendered by the root after <Scripts>) puts the module script back
 * once the browser reports the first contentful paint. Its imports then fetch the same modules:
 * Rollup lists a chunk's whole static graph in its own imports, so that is one round trip more.
 * Measured on the signed-in search page (Lighthouse, mobile): LCP 2.2–2.6 s with the scripts
 * loading before the paint, which its simulation counts, against about 1.5 s when they did not.
 */
const REPLACEMENTS: ReadonlyArray<readonly [string, string]> = [
  ['<link rel="modulepreload"', '<link rel="x-modulepreload-after-first-paint"'],
  ['type="module" async=""', 'type="text/x-module-after-first-paint"'],
];

/**
 * The classic script that runs the inert module script once the first contentful paint is on the
 * screen (after the first frame where the browser has no paint timing, at once in a hidden tab,
 * which never paints, and after 3 s whatever happens). It puts a live copy in the inert one's
 * place: React hydrates the same elements the server rendered.
 */
export const AFTER_FIRST_PAINT_LOADER = `(function () {
  var inert = document.querySelector('script[type="text/x-module-after-first-paint"]');
  if (!inert) return;
  var started = false;
  function run() {
    if (started) return;
    started = true;
    var live = document.createElement("script");
    live.type = "module";
    live.nonce = inert.nonce;
    live.textContent = inert.textContent;
    inert.replaceWith(live);
  }
  function soon() { setTimeout(run, 0); }
  if (document.visibilityState !== "visible") return run();
  setTimeout(run, 3000);
  var types = typeof PerformanceObserver === "function" ? PerformanceObserver.supportedEntryTypes || [] : [];
  // A browser without paint timing: after the first frame instead.
  if (types.indexOf("paint") < 0) return requestAnimationFrame(soon);
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    soon();
  }).observe({ type: "paint", buffered: true });
})();`;

/** The longest end of `text` that could be the start of a replaced string cut by the chunk's end. */
function partialMatchAtEnd(text: string): number {
  const longest = Math.max(...REPLACEMENTS.map(([from]) => from.length)) - 1;
  for (let length = Math.min(longest, text.length); length > 0; length--) {
    const end = text.slice(-length);
    if (REPLACEMENTS.some(([from]) => from.startsWith(end))) return length;
  }
  return 0;
}

function replaceAll(text: string): string {
  return REPLACEMENTS.reduce((result, [from, to]) => result.replaceAll(from, to), text);
}

/** Passes an HTML byte stream through with its module preloads and module script made inert. */
export function scriptsAfterFirstPaint(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let carried = "";
  return new TransformStream({
    transform(chunk, controller) {
      const text = carried + decoder.decode(chunk, { stream: true });
      // Neither replaced string holds the first letter of either later in itself, so a cut one is
      // always a suffix of the text, never overlapping a whole one: carry that suffix over.
      const keep = partialMatchAtEnd(text);
      carried = text.slice(text.length - keep);
      const ready = text.slice(0, text.length - keep);
      if (ready) controller.enqueue(encoder.encode(replaceAll(ready)));
    },
    flush(controller) {
      const rest = carried + decoder.decode();
      if (rest) controller.enqueue(encoder.encode(replaceAll(rest)));
    },
  });
}
