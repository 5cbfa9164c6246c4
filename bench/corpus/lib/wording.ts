// How documents print the same facts in different ways: money, dates, MC numbers, states, labels.
import type { SeededRandom } from "@truerate/domain/seeded-random";
import { STATE_NAMES } from "./data";

export type MoneyStyle = "dollar" | "usd-plain" | "plain" | "usd-grouped";
export type DateStyle = "us" | "month-name" | "iso" | "day-month" | "weekday";
export type McStyle = "hash" | "dash" | "space" | "docket" | "hash-tight";

export interface Style {
  money: MoneyStyle;
  date: DateStyle;
  mc: McStyle;
  fullStateNames: boolean;
  loadLabel: string;
  termsLabel: string;
  pickupLabel: string;
  deliveryLabel: string;
}

const LOAD_LABELS = ["Load #", "Load Number", "Pro #", "Order No.", "Reference", "Load ID", "Confirmation #"];
const TERMS_LABELS = ["Payment Terms", "Terms", "Pay Terms", "Payment"];
const PICKUP_LABELS = ["Pickup", "Shipper", "Origin", "Stop 1 - Pick"];
const DELIVERY_LABELS = ["Delivery", "Consignee", "Destination", "Stop 2 - Drop"];

export function drawStyle(random: SeededRandom): Style {
  return {
    money: random.pick(["dollar", "usd-plain", "plain", "usd-grouped"] as const),
    date: random.pick(["us", "month-name", "iso", "day-month", "weekday"] as const),
    mc: random.pick(["hash", "dash", "space", "docket", "hash-tight"] as const),
    fullStateNames: random.chance(0.35),
    loadLabel: random.pick(LOAD_LABELS),
    termsLabel: random.pick(TERMS_LABELS),
    pickupLabel: random.pick(PICKUP_LABELS),
    deliveryLabel: random.pick(DELIVERY_LABELS),
  };
}

const grouped = (amount: number) =>
  amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const plainNumber = (amount: number) => (Number.isInteger(amount) ? String(amount) : amount.toFixed(2));

export function money(amount: number, style: MoneyStyle): string {
  switch (style) {
    case "dollar":
      return `$${grouped(amount)}`;
    case "usd-plain":
      return `USD ${plainNumber(amount)}`;
    case "plain":
      return grouped(amount);
    case "usd-grouped":
      return `USD ${grouped(amount)}`;
  }
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** `iso` is YYYY-MM-DD. */
export function date(iso: string, style: DateStyle): string {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  const monthName = MONTHS[month - 1] as string;
  const pad = (value: number) => String(value).padStart(2, "0");
  switch (style) {
    case "us":
      return `${pad(month)}/${pad(day)}/${year}`;
    case "month-name":
      return `${monthName.slice(0, 3)} ${day}, ${year}`;
    case "iso":
      return iso;
    case "day-month":
      return `${pad(day)}-${monthName.slice(0, 3)}-${year}`;
    case "weekday": {
      const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] as string;
      return `${weekday}, ${monthName} ${day}, ${year}`;
    }
  }
}

/** `mc` is "MC" and digits. */
export function mcNumber(mc: string, style: McStyle): string {
  const digits = mc.slice(2);
  switch (style) {
    case "hash":
      return `MC# ${digits}`;
    case "dash":
      return `MC-${digits}`;
    case "space":
      return `MC ${digits}`;
    case "docket":
      return `Docket MC${digits}`;
    case "hash-tight":
      return `MC#${digits}`;
  }
}

export function stateName(code: string, style: Style): string {
  return style.fullStateNames ? (STATE_NAMES[code] ?? code) : code;
}

export function place(city: string, code: string, style: Style): string {
  return `${city}, ${stateName(code, style)}`;
}
