/**
 * Pickup and delivery: a stop table's rows (a header row's cells give the columns), else the
 * section a stop label opens ("Pickup", "Shipper", "Stop 2 - Drop"...), else prose around the
 * words "pick up" and "deliver". Each stop's place is its first city and state, its date the first date.
 */
import type { ReadField, ReadStop } from "../types";
import { type Doc, findLabels, linesBelow } from "./document";
import { findPlaces } from "./places";
import { readStopTable } from "./stop-table";
import { findDate } from "./values";

export type StopKind = "pickup" | "delivery";

export const STOP_WORDS: Record<StopKind, RegExp> = {
  pickup:
    /^(?:pick\s?-?up|pu\b|shipper|origin|ship\sfrom|loading|load\sat|stop\s?#?\s?1\b(?:\s?[-–:]\s?pick)?|first\sstop)/i,
  delivery:
    /^(?:deliver(?:y|ies)?|drop(?:\soff)?|consignee|destination|ship\sto|receiver|unload(?:ing)?|del\b|stop\s?#?\s?\d{1,2}\s?[-–:]\s?(?:drop|del)|final\sstop)/i,
};
const DATE_LABEL = /\b(?:date|appt|appointment|eta|ready|scheduled|window|on)\b/i;

export const emptyStop = (): ReadStop => ({ city: null, state: null, date: null });

function field<Value>(value: Value, confidence: number, quote: string, page: number): ReadField<Value> {
  return { value, confidence, quote, page };
}

/** What a stop label's section says: the rest of its line and the lines under it in its column. */
function readSection(doc: Doc, kind: StopKind): ReadStop {
  const stop = emptyStop();
  const other = STOP_WORDS[kind === "pickup" ? "delivery" : "pickup"];
  for (const hit of findLabels(doc, STOP_WORDS[kind])) {
    const cell = hit.line.cells[hit.cell];
    if (!cell) continue;
    const own = [cell.text.slice(hit.end), ...hit.line.cells.slice(hit.cell + 1).map((c) => c.text)].join("  ");
    const below = linesBelow(doc, hit, 6, true);
    const end = below.findIndex(
      ({ cells }) => other.test(cells[0]?.text ?? "") || STOP_WORDS[kind].test(cells[0]?.text ?? ""),
    );
    const texts = [
      own,
      ...(end === -1 ? below : below.slice(0, end)).map(({ cells }) => cells.map((c) => c.text).join("  ")),
    ];
    const isDateLabel = DATE_LABEL.test(cell.text.slice(0, hit.end + 12));
    for (const [index, text] of texts.entries()) {
      const confidence = index === 0 ? 0.85 : 0.8;
      if (!stop.city && !isDateLabel) {
        const place = findPlaces(text, 1)[0];
        if (place) {
          stop.city = field(place.city, confidence, place.quote, hit.line.page);
          stop.state = field(place.state, confidence, place.quote, hit.line.page);
        }
      }
      if (!stop.date) {
        const date = findDate(text);
        if (date) stop.date = field(date.value, confidence, date.quote, hit.line.page);
      }
    }
    if (stop.city && stop.date) break;
  }
  return stop;
}

const PROSE: Record<StopKind, RegExp> = {
  pickup: /\b(?:pick(?:ing)?[\s-]?up|picks\sup|origin|shipper|load(?:ing)?\sat|loads\sat)\b/gi,
  delivery: /\b(?:deliver(?:y|ed|s|ing)?|drop(?:\soff)?|destination|consignee|unload(?:ing)?\sat)\b/gi,
};

/** A stop in running text: the first place and date within a short reach after a stop word. */
function readProse(doc: Doc, kind: StopKind): ReadStop {
  const stop = emptyStop();
  for (const { page, text } of doc.texts) {
    const re = new RegExp(PROSE[kind].source, "gi");
    let match = re.exec(text);
    let tries = 0;
    while (match !== null && tries++ < 50 && !(stop.city && stop.date)) {
      const reach = text.slice(match.index + match[0].length, match.index + match[0].length + 120);
      const place = stop.city ? undefined : findPlaces(reach, 1)[0];
      if (place && place.index < 60) {
        stop.city = field(place.city, 0.55, place.quote, page);
        stop.state = field(place.state, 0.55, place.quote, page);
      }
      const date = stop.date ? null : findDate(reach);
      if (date && date.index < 80) stop.date = field(date.value, 0.5, date.quote, page);
      match = re.exec(text);
    }
  }
  return stop;
}

function merge(...stops: ReadStop[]): ReadStop {
  const out = emptyStop();
  for (const stop of stops) {
    if (!out.city && stop.city) {
      out.city = stop.city;
      out.state = stop.state;
    }
    out.date ??= stop.date;
  }
  return out;
}

export function readStops(doc: Doc): { pickup: ReadStop; delivery: ReadStop } {
  const table = readStopTable(doc);
  return {
    pickup: merge(table.pickup, readSection(doc, "pickup"), readProse(doc, "pickup")),
    delivery: merge(table.delivery, readSection(doc, "delivery"), readProse(doc, "delivery")),
  };
}
