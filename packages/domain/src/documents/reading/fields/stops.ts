/**
 * Pickup and delivery: a stop table's rows (a header row's cells give the columns), else the
 * section a stop label opens ("Pickup", "Shipper", "Stop 2 - Drop"...), else prose around the
 * words "pick up" and "deliver". Each stop's place is its first city and state, its date the first date.
 */
import type { StopKind } from "../../../enums";
import type { ReadField, ReadStop } from "../types";
import { type Doc, findLabels, linesAbove, linesBelow } from "./document";
import { findPlaces } from "./places";
import { flatTexts } from "./prose";
import { readStopTable } from "./stop-table";
import { findDate } from "./values";

export type { StopKind };

export const STOP_WORDS: Record<StopKind, RegExp> = {
  pickup:
    /^(?:pick\s?-?up|pu\b|shipper|origin|ship\sfrom|ship\sdate|shipped|loading|load\sat|load\sdate|stop\s?#?\s?1\b(?:\s?[-–:]\s?pick)?|first\sstop)/i,
  delivery:
    /^(?:deliver(?:y|ies|ed)?|drop(?:\soff)?|consignee|destination|ship\sto|receiver|unload(?:ing)?|del\b|stop\s?#?\s?\d{1,2}\s?[-–:]\s?(?:drop|del)|final\sstop)/i,
};
const DATE_LABEL = /\b(?:date|appt|appointment|eta|ready|scheduled|window|on)\b|^(?:shipped|delivered)\b/i;

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
    const column = linesBelow(doc, hit, 3)
      .map(({ cells }) => cells.map((c) => c.text).join(" "))
      .join(" ");
    const block = (end === -1 ? below : below.slice(0, end)).map(({ cells }) => cells.map((c) => c.text).join("  "));
    const texts = [own, column, ...block];
    const placeText = [own, ...block].join(", ");
    const isDateLabel = DATE_LABEL.test(cell.text.slice(0, hit.end + 12));
    // A date label at the foot of an address block ("Ship Date: ...") also names the block's place.
    const inBlock =
      isDateLabel &&
      hit.cell === 0 &&
      hit.line.cells.length === 1 &&
      /^\s*(?:date)?\s?:/i.test(cell.text.slice(hit.end));
    const above = inBlock ? linesAbove(doc, hit, 4).filter((line) => line.cells.length === 1) : [];
    const aboveText = above.map((line) => line.text);
    const place = stop.city ? undefined : findPlaces(isDateLabel ? aboveText.join("\n") : placeText, 1)[0];
    if (place) {
      stop.city = field(place.city, 0.8, place.quote, hit.line.page);
      stop.state = field(place.state, 0.8, place.quote, hit.line.page);
    }
    for (const [index, text] of texts.entries()) {
      const confidence = index === 0 ? 0.85 : 0.8;
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
  pickup: /\b(?:pick(?:ing|ed)?[\s-]?up(?:\s(?:at|in|from|on))?|picks\sup|origin|load(?:ing|s)?\sat|from)\b/i,
  delivery: /\b(?:deliver(?:y|ed|s|ing)?(?:\s(?:to|at|in|on))?|drop(?:\soff)?|destination|unload(?:ing)?\sat)\b/i,
};

/**
 * Stops in running text: the pickup's place is the first after a pickup phrase, the delivery's the
 * first after a delivery phrase (else the next place after the pickup's); a date is the first
 * within a short reach after its stop's phrase or place.
 */
function readProse(doc: Doc): { pickup: ReadStop; delivery: ReadStop } {
  const pickup = emptyStop();
  const delivery = emptyStop();
  for (const { page, text } of flatTexts(doc)) {
    const pickWord = PROSE.pickup.exec(text);
    if (!pickWord) continue;
    const afterPick = pickWord.index + pickWord[0].length;
    const pickPlace = findPlaces(text.slice(afterPick, afterPick + 160), 1)[0];
    const pickDate = findDate(text.slice(afterPick, afterPick + 200));
    const from = afterPick + (pickPlace ? pickPlace.index + pickPlace.quote.length : 0);
    const dropWord = PROSE.delivery.exec(text.slice(from));
    const dropStart = dropWord ? from + dropWord.index + dropWord[0].length : from;
    const dropPlace =
      findPlaces(text.slice(dropStart, dropStart + 160), 1)[0] ?? findPlaces(text.slice(from, from + 200), 1)[0];
    const dropDate = dropWord ? findDate(text.slice(dropStart, dropStart + 200)) : null;
    if (pickPlace) {
      pickup.city = field(pickPlace.city, 0.55, pickPlace.quote, page);
      pickup.state = field(pickPlace.state, 0.55, pickPlace.quote, page);
    }
    if (pickDate) pickup.date = field(pickDate.value, 0.5, pickDate.quote, page);
    if (dropPlace) {
      delivery.city = field(dropPlace.city, 0.5, dropPlace.quote, page);
      delivery.state = field(dropPlace.state, 0.5, dropPlace.quote, page);
    }
    if (dropDate) delivery.date = field(dropDate.value, 0.5, dropDate.quote, page);
    if (pickPlace || dropPlace) break;
  }
  return { pickup, delivery };
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
  const prose = readProse(doc);
  return {
    pickup: merge(table.pickup, readSection(doc, "pickup"), prose.pickup),
    delivery: merge(table.delivery, readSection(doc, "delivery"), prose.delivery),
  };
}
