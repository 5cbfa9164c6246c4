/**
 * Broker and carrier from the best source each: their labelled blocks, else the prose that names
 * them beside their MC numbers, else the letterhead (the broker issues a confirmation, the carrier
 * an invoice). One MC number is never given to both.
 */
import type { ReadDocumentKind } from "../types";
import type { Doc } from "./document";
import { ISSUER_HEADING, type PartyReading, readLetterhead, readParty } from "./parties";
import { proseParties } from "./prose";

const sameName = (a: string | undefined, b: string | undefined) =>
  a !== undefined &&
  b !== undefined &&
  a.toLowerCase().replace(/[^a-z0-9]/g, "") === b.toLowerCase().replace(/[^a-z0-9]/g, "");

export function readParties(doc: Doc, kind: ReadDocumentKind): { broker: PartyReading; carrier: PartyReading } {
  const broker = readParty(doc, "broker");
  const carrier = readParty(doc, "carrier");
  const prose = proseParties(doc);
  for (const [party, reading] of [
    ["broker", broker],
    ["carrier", carrier],
  ] as const) {
    const fromProse = prose[party];
    if (!reading.name && fromProse.name) reading.name = fromProse.name;
    if (
      !reading.mc &&
      fromProse.mc &&
      (!fromProse.name || !reading.name || sameName(fromProse.name.value, reading.name.value))
    ) {
      reading.mc = fromProse.mc;
    }
  }
  const issuer = kind === "invoice" ? carrier : kind === "bill_of_lading" ? null : broker;
  if (issuer && (!issuer.name || !issuer.mc)) {
    const from = readParty(doc, issuer === broker ? "broker" : "carrier", ISSUER_HEADING);
    if (!issuer.name) issuer.name = from.name;
    if (!issuer.mc && from.mc && (!from.name || sameName(from.name.value, issuer.name?.value))) issuer.mc = from.mc;
  }
  if (issuer) {
    const letterhead = readLetterhead(doc);
    const other = issuer === broker ? carrier : broker;
    if (letterhead.name && !sameName(letterhead.name.value, other.name?.value)) {
      if (!issuer.name) issuer.name = letterhead.name;
      if (
        !issuer.mc &&
        letterhead.mc &&
        sameName(letterhead.name.value, issuer.name.value) &&
        letterhead.mc.value !== other.mc?.value
      ) {
        issuer.mc = letterhead.mc;
      }
    }
  }
  if (carrier.mc && broker.mc && carrier.mc.value === broker.mc.value) carrier.mc = null;
  return { broker, carrier };
}
