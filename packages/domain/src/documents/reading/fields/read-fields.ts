/**
 * Reads a document's fields from its positioned text: labels and the values beside or under them,
 * stop and charges tables, two-column blocks, and prose as the last resort. Every value keeps the
 * text it was read from and its page. Odd input gives nulls, never an exception.
 */
import type { DocumentFields, PageText, ReadDocumentKind, ReadField } from "../types";
import { readCharges } from "./charges";
import { buildDoc, type Doc } from "./document";
import { readLoadNumber } from "./load-number";
import { readParties } from "./read-parties";
import { emptyStop, readStops } from "./stops";
import { readTerms } from "./terms";

export function emptyFields(): DocumentFields {
  return {
    loadNumber: null,
    brokerName: null,
    brokerMcNumber: null,
    carrierName: null,
    carrierMcNumber: null,
    pickup: emptyStop(),
    delivery: emptyStop(),
    linehaul: null,
    fuelSurcharge: null,
    accessorials: [],
    total: null,
    paymentTerms: null,
  };
}

/**
 * Text with many odd characters came through a broken font or OCR, and a page of one item a word
 * is OCR's shape (PDF producers and DOCX give runs and paragraphs): trust what is read from it less.
 */
function noiseFactor(pages: readonly PageText[], doc: Doc): number {
  const text = doc.texts
    .map((t) => t.text)
    .join("\n")
    .slice(0, 20_000);
  if (text.length === 0) return 1;
  const odd = text.match(/[^A-Za-z0-9\s.,:;#$%&'"()/\-–—@]/g)?.length ?? 0;
  const items = pages.flatMap((page) => (Array.isArray(page?.items) ? page.items.slice(0, 2_000) : []));
  const runs = items.filter((item) => typeof item?.str === "string" && item.str.trim().includes(" ")).length;
  const wordByWord = items.length >= 20 && runs < items.length * 0.1;
  return (odd / text.length > 0.03 ? 0.8 : 1) * (wordByWord ? 0.85 : 1);
}

function scale<Value>(field: ReadField<Value> | null, factor: number): ReadField<Value> | null {
  return field && factor !== 1 ? { ...field, confidence: Math.round(field.confidence * factor * 100) / 100 } : field;
}

export function readFields(pages: PageText[], kind: ReadDocumentKind): DocumentFields {
  try {
    const doc = buildDoc(pages);
    if (doc.lines.length === 0) return emptyFields();
    const factor = noiseFactor(pages, doc);
    const { broker, carrier } = readParties(doc, kind);
    const stops = readStops(doc);
    const charges = readCharges(doc, kind);
    const stop = (s: typeof stops.pickup) => ({
      city: scale(s.city, factor),
      state: scale(s.state, factor),
      date: scale(s.date, factor),
    });
    return {
      loadNumber: scale(readLoadNumber(doc), factor),
      brokerName: scale(broker.name, factor),
      brokerMcNumber: scale(broker.mc, factor),
      carrierName: scale(carrier.name, factor),
      carrierMcNumber: scale(carrier.mc?.value === broker.mc?.value ? null : carrier.mc, factor),
      pickup: stop(stops.pickup),
      delivery: stop(stops.delivery),
      linehaul: scale(charges.linehaul, factor),
      fuelSurcharge: scale(charges.fuelSurcharge, factor),
      accessorials: charges.accessorials,
      total: scale(charges.total, factor),
      paymentTerms: scale(readTerms(doc), factor),
    };
  } catch {
    return emptyFields();
  }
}
