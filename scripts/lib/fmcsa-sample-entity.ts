import type { SeededRandom } from "@truerate/domain/seeded-random";
import type { SampleRow as Row } from "./fmcsa-sample-census";
import * as words from "./fmcsa-sample-words";

export type SampleKind = "broker" | "carrier" | "both" | "shipper";
type Kind = SampleKind;
const CARSHIP: Record<Kind, string> = { broker: "B", carrier: "C", both: "B;C", shipper: "S" };

/** One synthetic census entity of a kind, with the numbers it was given. */
export function entityRow(random: SeededRandom, kind: Kind, mc: string, dot: string): Row {
  const [city, state, zip, areaCode] = random.pick(words.US_PLACES);
  const lead = random.pick(words.NAME_LEADS);
  const middle = random.pick(words.NAME_MIDDLES);
  const noun =
    kind === "shipper" ? "Manufacturing" : random.pick(kind === "carrier" ? words.CARRIER_NOUNS : words.BROKER_NOUNS);
  const name = [lead, middle, noun, random.pick(words.COMPANY_SUFFIXES)].filter(Boolean).join(" ");
  const isCarrier = kind === "carrier" || kind === "both";
  const hazmat = isCarrier && random.chance(0.06);
  const classes = isCarrier ? weighted(random, words.CARRIER_CLASSES) : random.chance(0.7) ? "AUTHORIZED FOR HIRE" : "";
  const powerUnits = isCarrier ? Math.min(2000, Math.floor(Math.exp(random.next() * 6))) : 0;
  return {
    dot_number: dot,
    legal_name: name,
    dba_name: random.chance(0.12) ? dbaName(random, lead) : "",
    carrier_operation: hazmat && random.chance(0.3) ? "B" : random.chance(0.9) ? "A" : "C",
    hm_ind: hazmat ? "Y" : "N",
    phy_street: `${random.int(1, 9999)} ${random.pick(words.STREET_NAMES)} ${random.pick(words.STREET_TYPES)}`,
    phy_city: city,
    phy_state: state,
    phy_zip: String(zip + random.int(0, 8)).padStart(5, "0"),
    phy_country: "US",
    phone: `${areaCode}555${String(random.int(0, 9999)).padStart(4, "0")}`,
    email_address: emailOf(random, name),
    status_code: random.chance(0.95) ? "A" : "I",
    docket1prefix: kind === "shipper" ? "" : "MC",
    docket1: kind === "shipper" ? "" : mc,
    docket1_status_code: kind === "shipper" ? "" : random.chance(0.92) ? "A" : "I",
    carship: CARSHIP[kind],
    classdef: kind === "shipper" ? "PRIVATE PROPERTY" : classes,
    add_date: censusDate(random, "1990-01-01", "2025-12-31"),
    mcs150_date: censusDate(random, "2023-01-01", "2026-10-31"),
    crgo_genfreight: isCarrier && random.chance(0.7) ? "X" : "",
    crgo_passengers: classes.includes("PASSENGERS") ? "X" : "",
    power_units: isCarrier ? String(powerUnits) : "",
    total_drivers: isCarrier ? String(powerUnits + random.int(0, 3)) : "",
  };
}

/** Some DBA names carry commas and quotes, so the sample exercises CSV quoting. */
function dbaName(random: SeededRandom, lead: string): string {
  const surname = random.pick(words.NAME_LEADS);
  return random.pick([`${surname} & Sons`, `${lead} Express`, `${lead}, ${surname} & Co`, `The "${lead}" Line`]);
}

/** Mostly a mailbox at a domain made from the name; sometimes empty or junk, as in the census. */
function emailOf(random: SeededRandom, name: string): string {
  const roll = random.next();
  if (roll < 0.25) return "";
  if (roll < 0.28) return random.pick(["NONE", "N/A", "NA@"]);
  const domain = name
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")
    .slice(0, 30);
  return `${random.pick(words.EMAIL_MAILBOXES)}@${domain}.example`;
}

const DAY_MS = 86_400_000;

/** A census-style YYYYMMDD date between two ISO dates (the sample's as-of date caps the later ones). */
function censusDate(random: SeededRandom, from: string, to: string): string {
  const day = random.int(Date.parse(from) / DAY_MS, Date.parse(to) / DAY_MS);
  return new Date(day * DAY_MS).toISOString().slice(0, 10).replaceAll("-", "");
}

function weighted(random: SeededRandom, choices: ReadonlyArray<readonly [string, number]>): string {
  let roll = random.next();
  for (const [value, weight] of choices) {
    if (roll < weight) return value;
    roll -= weight;
  }
  return choices[0]?.[0] ?? "";
}
