// The partner history answer written around kept history texts without parsing them: a hundred
// histories are about 1.5 MB of JSON, and parsing and writing them again was most of a kept ask.

/** A lane's history as the JSON text it is kept as (an object: area, publishedWeeks, weeks). */
export type LaneHistoryText<Lane = unknown> = { lane: Lane; history: string };

/**
 * `{ ...head, lanes: [{ lane, ...history }] }` as JSON text, byte for byte what JSON.stringify
 * writes for the parsed histories, with each history's text spliced in unparsed.
 */
export function laneHistoriesJson(head: Record<string, unknown>, lanes: readonly LaneHistoryText[]): string {
  const items = lanes.map(({ lane, history }) => {
    const laneJson = JSON.stringify({ lane });
    // Both are objects: `{"lane":…}` closes before the history's own fields follow.
    return history === "{}" ? laneJson : `${laneJson.slice(0, -1)},${history.slice(1)}`;
  });
  return `${JSON.stringify({ ...head, lanes: [] }).slice(0, -2)}${items.join(",")}]}`;
}
