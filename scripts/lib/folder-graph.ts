/** A module's folder for the two-way rule: services/<noun> for a service, workers/src/<top> otherwise. */
export function folderOf(path: string): string {
  const parts = path.replace(/^workers\/src\//, "").split("/");
  if (parts.length === 1) return "(root)";
  if (parts[0] === "services" && parts.length > 2) return `services/${parts[1]}`;
  return parts[0] ?? "(root)";
}

export interface Edge {
  from: string;
  to: string;
}

/** Pairs of folders that import each other, each with the imports that make it so. */
export function twoWayFolders(edges: readonly Edge[]): { a: string; b: string; evidence: Edge[] }[] {
  const between = new Map<string, Edge[]>();
  for (const edge of edges) {
    const from = folderOf(edge.from);
    const to = folderOf(edge.to);
    if (from === to) continue;
    const key = `${from}\n${to}`;
    between.set(key, [...(between.get(key) ?? []), edge]);
  }
  const pairs: { a: string; b: string; evidence: Edge[] }[] = [];
  for (const [key, forward] of between) {
    const [a = "", b = ""] = key.split("\n");
    const backward = between.get(`${b}\n${a}`);
    if (a < b && backward) pairs.push({ a, b, evidence: [...forward, ...backward] });
  }
  return pairs.sort((x, y) => `${x.a}${x.b}`.localeCompare(`${y.a}${y.b}`));
}
