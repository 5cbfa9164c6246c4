import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AFTER_FIRST_PAINT_LOADER, scriptsAfterFirstPaint } from "./scripts-after-first-paint";

/** `html`'s UTF-8 bytes cut at `cuts`, sent through the stream, read back as text. */
async function through(html: string, cuts: number[]): Promise<string> {
  const bytes = new TextEncoder().encode(html);
  const edges = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks = [0, ...edges, bytes.length]
    .slice(1)
    .map((end, index, ends) => bytes.slice(index ? ends[index - 1] : 0, end));
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Response(source.pipeThrough(scriptsAfterFirstPaint())).text();
}

const PAGE =
  '<html><head><link rel="stylesheet" href="/a.css"/></head><body><p>Prix · 5 €</p>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/b.js"/>' +
  '<script type="module" async="">import "/assets/entry.js";</script></body></html>';

describe("scriptsAfterFirstPaint", () => {
  it("makes the module preloads and the module script inert and leaves the rest of the page as it was", async () => {
    const out = await through(PAGE, []);
    expect(out.match(/<link rel="x-modulepreload-after-first-paint" href=/g)).toHaveLength(2);
    expect(out).toContain('<script type="text/x-module-after-first-paint">import "/assets/entry.js";</script>');
    expect(out).not.toMatch(/modulepreload"|type="module"/);
    expect(
      out
        .replaceAll("x-modulepreload-after-first-paint", "modulepreload")
        .replace('type="text/x-module-after-first-paint"', 'type="module" async=""'),
    ).toBe(PAGE);
  });

  it("gives the same page however the stream is cut, even inside a tag or a character", async () => {
    const whole = await through(PAGE, []);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.nat(), { maxLength: 12 }), async (cuts) => {
        expect(await through(PAGE, cuts)).toBe(whole);
      }),
    );
  });
});

/** Runs the loader against a page with one inert module script, in the given state of the browser. */
function loadPage({ visible, paintTiming }: { visible: boolean; paintTiming: boolean }) {
  const live: { type?: string; nonce?: string; textContent?: string }[] = [];
  const inert = {
    nonce: "n0nce",
    textContent: 'import "/assets/entry.js";',
    replaceWith: (script: (typeof live)[number]) => live.push(script),
  };
  let observer:
    | ((list: { getEntriesByName: (name: string) => unknown[] }, self: { disconnect(): void }) => void)
    | null = null;
  const frames: (() => void)[] = [];
  const browser = {
    document: {
      visibilityState: visible ? "visible" : "hidden",
      querySelector: (selector: string) => (selector.includes("x-module-after-first-paint") ? inert : null),
      createElement: () => ({}),
    },
    PerformanceObserver: Object.assign(
      function fakePerformanceObserver(callback: NonNullable<typeof observer>) {
        observer = callback;
        return { observe: () => undefined };
      },
      { supportedEntryTypes: paintTiming ? ["paint", "navigation"] : ["navigation"] },
    ),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  };
  new Function(...Object.keys(browser), AFTER_FIRST_PAINT_LOADER)(...Object.values(browser));
  const paint = (name: string) =>
    observer?.({ getEntriesByName: (asked) => (asked === name ? [{}] : []) }, { disconnect: () => undefined });
  return { live, paint, frames };
}

describe("AFTER_FIRST_PAINT_LOADER", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("puts the module script back, with its nonce and code, once the first contentful paint is reported", () => {
    const page = loadPage({ visible: true, paintTiming: true });
    page.paint("first-paint");
    vi.advanceTimersByTime(100);
    expect(page.live).toEqual([]);
    page.paint("first-contentful-paint");
    vi.advanceTimersByTime(0);
    expect(page.live).toEqual([{ type: "module", nonce: "n0nce", textContent: 'import "/assets/entry.js";' }]);
    vi.advanceTimersByTime(5_000);
    expect(page.live).toHaveLength(1);
  });

  it("does not wait for a paint that never comes: at once in a hidden tab, after 3 s otherwise", () => {
    expect(loadPage({ visible: false, paintTiming: true }).live).toHaveLength(1);
    const page = loadPage({ visible: true, paintTiming: true });
    vi.advanceTimersByTime(2_999);
    expect(page.live).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(page.live).toHaveLength(1);
  });

  it("waits for the first frame where the browser has no paint timing", () => {
    const page = loadPage({ visible: true, paintTiming: false });
    expect(page.live).toEqual([]);
    for (const frame of page.frames) frame();
    vi.advanceTimersByTime(0);
    expect(page.live).toHaveLength(1);
  });
});
