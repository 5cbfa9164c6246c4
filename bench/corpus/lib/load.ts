// One load's underlying truth, drawn from the seeded generator: every document about it prints
// some of these facts in its own words.
import type { SeededRandom } from "@truerate/domain/seeded-random";
import {
  BROKER_NAMES,
  CARRIER_NAMES,
  COMMODITIES,
  EQUIPMENT,
  PLACES,
  type Place,
  SHIPPER_NAMES,
  STREETS,
} from "./data";

export interface Stop extends Place {
  facility: string;
  street: string;
  date: string;
  window: string;
}

export interface Load {
  loadNumber: string;
  invoiceNumber: string;
  broker: { name: string; mc: string; city: string; state: string; phone: string };
  carrier: { name: string; mc: string; city: string; state: string; dispatcher: string };
  pickup: Stop;
  delivery: Stop;
  equipment: string;
  commodity: string;
  weight: number;
  miles: number;
  linehaul: number;
  /** null: the rate is all-in, no separate fuel line. */
  fuelSurcharge: number | null;
  accessorials: { name: string; amount: number }[];
  total: number;
  paymentTerms: string;
}

const TERMS = [
  "Net 30",
  "Quick pay 2% 5 days",
  "Net 15",
  "Quick Pay 3% within 48 hours",
  "Net 45 days from receipt of POD",
  "Standard pay 30 days",
];
const DISPATCHERS = ["Maria Lopez", "Dave Kowalski", "Tanya Brooks", "Ahmed Hassan", "Kevin O'Neal", "Rosa Jimenez"];

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const cents = (value: number) => Math.round(value * 100) / 100;

function loadNumber(random: SeededRandom): string {
  switch (random.int(0, 3)) {
    case 0:
      return String(random.int(1_000_000, 9_999_999));
    case 1:
      return `LD-${random.int(100_000, 999_999)}`;
    case 2:
      return `${random.pick(["SRL", "BFS", "HBG", "KLL"])}${random.int(20_000, 99_999)}`;
    default:
      return `${random.int(2611, 2612)}-${String(random.int(1, 9999)).padStart(4, "0")}`;
  }
}

function accessorials(random: SeededRandom): { name: string; amount: number }[] {
  const options = [
    { name: "Detention", amount: random.pick([75, 100, 150, 225]) },
    { name: "Lumper", amount: random.pick([125, 180, 235.5, 310]) },
    { name: "Stop-off", amount: random.pick([50, 75, 100]) },
    { name: "Tarp", amount: random.pick([75, 100, 150]) },
  ];
  return options.filter(() => random.chance(0.3));
}

export function drawLoad(random: SeededRandom): Load {
  const [origin, destination] = distinctPair(random);
  const pickupDate = addDays("2026-11-02", random.int(0, 70));
  const transitDays = random.int(1, 4);
  const miles = random.int(450, 2400);
  const linehaul = Math.round((miles * (1.8 + random.next() * 1.4)) / 5) * 5;
  const fuelSurcharge = random.chance(0.8) ? cents(miles * (0.35 + random.next() * 0.3)) : null;
  const extras = accessorials(random);
  const total = cents(linehaul + (fuelSurcharge ?? 0) + extras.reduce((sum, extra) => sum + extra.amount, 0));
  const carrierHome = random.pick(PLACES);
  const brokerHome = random.pick(PLACES);
  return {
    loadNumber: loadNumber(random),
    invoiceNumber: `INV-${random.int(10_000, 99_999)}`,
    broker: {
      name: random.pick(BROKER_NAMES),
      mc: `MC${random.int(100_000, 1_299_999)}`,
      city: brokerHome.city,
      state: brokerHome.state,
      phone: `(${random.int(201, 989)}) 555-${String(random.int(100, 9999)).padStart(4, "0")}`,
    },
    carrier: {
      name: random.pick(CARRIER_NAMES),
      mc: `MC${random.int(100_000, 1_299_999)}`,
      city: carrierHome.city,
      state: carrierHome.state,
      dispatcher: random.pick(DISPATCHERS),
    },
    pickup: stop(random, origin, pickupDate, SHIPPER_NAMES.slice(0, 4)),
    delivery: stop(random, destination, addDays(pickupDate, transitDays), SHIPPER_NAMES.slice(4)),
    equipment: random.pick(EQUIPMENT),
    commodity: random.pick(COMMODITIES),
    weight: random.int(8, 44) * 1000,
    miles,
    linehaul,
    fuelSurcharge,
    accessorials: extras,
    total,
    paymentTerms: random.pick(TERMS),
  };
}

function distinctPair(random: SeededRandom): [Place, Place] {
  const origin = random.pick(PLACES);
  let destination = random.pick(PLACES);
  while (destination.state === origin.state) destination = random.pick(PLACES);
  return [origin, destination];
}

function stop(random: SeededRandom, place: Place, date: string, facilities: readonly string[]): Stop {
  const hour = random.int(6, 15);
  return {
    ...place,
    facility: random.pick(facilities),
    street: random.pick(STREETS),
    date,
    window: `${String(hour).padStart(2, "0")}:00 - ${String(hour + 2).padStart(2, "0")}:00`,
  };
}
