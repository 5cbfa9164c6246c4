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
const NAME_AT = new RegExp(`(?:${NAMES.join("|")})(?![A-Za-z])`, "iy");
const NAME_FIRST_WORDS = new Set([...NAME_TO_CODE.keys()].map((name) => name.split(" ")[0]));
const ZIP_AFTER = /^\.?\s{0,2}\d{5}(?:-\d{4})?/;

/** The states in a text, in order: a capitalised two-letter code or a full name, with a ZIP after it. Linear: one pass over its words. */
function* states(source: string): Generator<{ index: number; length: number; code: string; isCode: boolean }> {
  const words = /[A-Za-z]+/g;
  for (let match = words.exec(source); match !== null; match = words.exec(source)) {
    const word = match[0];
    let code: string | undefined;
    let end = match.index + word.length;
    const afterComma = word.length === 2 && /,\s?$/.test(source.slice(Math.max(0, match.index - 2), match.index));
    // OCR reads I as l ("Ml") and may set a code in lower case ("co") at the end of a cell.
    const ocrCode = afterComma && /^[A-Z]l$|^l[A-Z]$/.test(word);
    const lowerAtEnd =
      afterComma &&
      /^[a-z]{2}$/.test(word) &&
      /^\s*(?:$|\n|\d{5}\b)/.test(source.slice(match.index + 2, match.index + 10));
    const asCode = ocrCode ? word.replace("l", "I") : lowerAtEnd ? word.toUpperCase() : word;
    if (asCode.length === 2 && asCode === asCode.toUpperCase() && Object.hasOwn(US_STATE_NAMES, asCode)) code = asCode;
    else if (NAME_FIRST_WORDS.has(word.toLowerCase())) {
      NAME_AT.lastIndex = match.index;
      const name = NAME_AT.exec(source);
      if (name) {
        code = NAME_TO_CODE.get(name[0].toLowerCase().replace(/\s+/g, " "));
        end = match.index + name[0].length;
        words.lastIndex = end;
      }
    }
    if (!code) continue;
    const zip = ZIP_AFTER.exec(source.slice(end, end + 16));
    yield {
      index: match.index,
      length: end - match.index + (zip?.[0].length ?? 0),
      code,
      isCode: word.length === 2 && code === word,
    };
  }
}
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
    // OCR leaves stray quotes and marks on a word's start.
    const word = (words[i] as string).replace(/^[^A-Za-z0-9]+/, "");
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
  for (const state of states(source)) {
    if (found.length >= limit) break;
    const after = source.slice(state.index + state.length, state.index + state.length + 12);
    const partOfCity =
      !state.isCode && (/^\s(?:city|beach|springs|falls)\b/i.test(after) || /^,?\s?[A-Z]{2}\b/.test(after));
    if (partOfCity || !/[,\s]$/.test(source.slice(0, state.index))) continue;
    const city = cityBefore(source, state.index);
    if (!city) continue;
    found.push({
      city: city.city,
      state: state.code,
      quote: source.slice(city.start, state.index + state.length),
      index: city.start,
    });
  }
  return found;
}
