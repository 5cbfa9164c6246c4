import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./low-priority-preloads";

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
  return new Response(source.pipeThrough(lowPriorityModulePreloads())).text();
}

const PAGE =
  '<html><head><link rel="stylesheet" href="/a.css"/></head><body><p>Prix · 5 €</p>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/b.js"/>' +
  '<script type="module" async="">import "/assets/entry.js";</script></body></html>';

describe("lowPriorityModulePreloads", () => {
  it("marks every module preload low priority and leaves the rest of the page as it was", async () => {
    const out = await through(PAGE, []);
    expect(out.match(/<link rel="modulepreload" fetchpriority="low" href=/g)).toHaveLength(2);
    expect(out.replaceAll(' fetchpriority="low"', "")).toBe(PAGE);
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
