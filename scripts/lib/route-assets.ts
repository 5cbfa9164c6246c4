/** The parts of Remix's browser manifest (`window.__remixManifest`) that say which files a page loads. */
export interface RemixBrowserManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, { id: string; parentId?: string; module: string; imports?: string[] }>;
}

/**
 * The JavaScript files the browser loads for a route on a first visit: the entry, then the route
 * and each of its parents up to the root, each with the chunks it imports statically. Chunks
 * loaded later by `import()` (a lazy component) are not counted: a visitor who never renders them
 * never downloads them.
 */
export function routeScripts(manifest: RemixBrowserManifest, routeId: string): string[] {
  const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  const chain: string[] = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`The manifest has no route ${id}`);
    chain.unshift(id);
  }
  for (const id of chain) {
    const route = manifest.routes[id];
    if (!route) continue;
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return [...files];
}

/** Reads the manifest out of Remix's `manifest-<hash>.js` (`window.__remixManifest={…};`). */
export function parseRemixManifest(source: string): RemixBrowserManifest {
  const start = source.indexOf("{");
  const end = source.lastIndexOf("}");
  if (start < 0 || end < start) throw new Error("Not a Remix browser manifest");
  return JSON.parse(source.slice(start, end + 1)) as RemixBrowserManifest;
}
