/**
 * A US place in an address or a stop's cell: "Dallas, TX 75201", "Dallas, Texas", "DALLAS TX",
 * "4200 Industrial Pkwy, Dallas, TX 75247". The state is the anchor (a two-letter code printed in
 * capitals, or a full state name); the city is the words before it, back to a comma or a street.
 */
import { US_STATE_NAMES } from "../../../geo-us-states";

export interface ParsedPlace {
  city: string;
  state: string;
  quote: string;
  index: number;
}

const NAME_TO_CODE = new Map(Object.entries(US_STATE_NAMES).map(([code, name]) => [name.toLowerCase(), code]));
const NAMES = [...NAME_TO_CODE.keys()]
  .sort((a, b) => b.length - a.length)
  .map((name) => name.replace(/ /g, "\\s{1,2}"));
const STATE = new RegExp(
  `(?<![A-Za-z])(?:([A-Z]{2})|(${NAMES.join("|")}))(?![A-Za-z])(?:\\.?\\s{0,2}(\\d{5})(?:-\\d{4})?)?`,
  "gi",
);
const STREET_WORD =
  /^(?:st|street|ave|avenue|rd|road|dr|drive|blvd|pkwy|parkway|ln|lane|way|hwy|highway|ct|court|pl|place|suite|ste|unit|cir|trl|loop)\.?$/i;
const NOT_CITY =
  /^(?:pickup|pick|delivery|shipper|consignee|origin|destination|stop|location|address|to|from|at|in|and|on|of|the|date|appt|ref|load|id|no|via)$/i;

function cityBefore(text: string, end: number): { city: string; start: number } | null {
  const before = text.slice(Math.max(0, end - 60), end).replace(/[,\s]+$/, "");
  const offset = Math.max(0, end - 60);
  const segment = before.split(/,|;|\s{2,}|\t|\n|:|\(|\)|\|/).pop() ?? "";
  const words = segment.trim().split(/\s+/).filter(Boolean);
  const cityWords: string[] = [];
  for (let i = words.length - 1; i >= 0 && cityWords.length < 4; i--) {
    const word = words[i] as string;
    if (/^(?:st|ste|ft|mt)\.$/i.test(word) && cityWords.length > 0) {
      cityWords.unshift(word);
      break;
    }
    if (/\d/.test(word) || STREET_WORD.test(word) || NOT_CITY.test(word) || !/^[A-Za-z][A-Za-z.'-]*$/.test(word)) break;
    cityWords.unshift(word);
  }
  if (cityWords.length === 0) return null;
  const city = cityWords.join(" ");
  const start = offset + before.lastIndexOf(cityWords[0] as string);
  return { city: titleCase(city), start };
}

/** Cities printed in capitals read as a person writes them; mixed case is kept. */
function titleCase(city: string): string {
  if (city !== city.toUpperCase()) return city;
  return city.toLowerCase().replace(/(^|[\s.'-])([a-z])/g, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}

/** The places in a text, in order. A two-letter code counts only in capitals and after a city. */
export function findPlaces(text: string, limit = 6): ParsedPlace[] {
  const found: ParsedPlace[] = [];
  const source = text.slice(0, 5_000);
  STATE.lastIndex = 0;
  let match = STATE.exec(source);
  while (match !== null && found.length < limit) {
    const code = match[1] ? match[1] : NAME_TO_CODE.get((match[2] ?? "").toLowerCase().replace(/\s+/g, " "));
    const isCode = match[1] !== undefined;
    const valid = code !== undefined && Object.hasOwn(US_STATE_NAMES, code.toUpperCase());
    const after = source.slice(match.index + match[0].length, match.index + match[0].length + 12);
    const partOfCity = !isCode && (/^\s(?:city|beach|springs|falls)\b/i.test(after) || /^,?\s?[A-Z]{2}\b/.test(after));
    if (valid && !partOfCity && (!isCode || match[1] === match[1]?.toUpperCase())) {
      const city = cityBefore(source, match.index);
      const separated = /[,\s]$/.test(source.slice(0, match.index));
      if (city && separated) {
        found.push({
          city: city.city,
          state: code.toUpperCase(),
          quote: source.slice(city.start, match.index + match[0].length),
          index: city.start,
        });
      }
    }
    match = STATE.exec(source);
  }
  return found;
}
