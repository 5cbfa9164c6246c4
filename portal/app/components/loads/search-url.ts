// A search with a side asked as a ZIP, a ZIP3 area or a state lives in the results page's URL, so a
// reload, Back or a shared link runs it again. A city-to-city search keeps docs/product.md's
// bare /search-results, its rows in session storage.
import type { AskedArea } from "@truerate/domain/rates/escalation";
import { askedAreaOfSearch, type SearchEndForm } from "@truerate/domain/validation/search-end-forms";
import type { SearchRequestBody } from "./search-request";

type Side = SearchRequestBody["origin"];

const SIDES = ["origin", "destination"] as const;

/** "city:Dallas, TX@32.78,-96.8", "zip:75201", "zip3:752" or "state:TX". */
function sideText(side: Side): string {
  if ("zip" in side) return `zip:${side.zip}`;
  if ("zip3" in side) return `zip3:${side.zip3}`;
  if ("address" in side) return `city:${side.address}@${side.coordinates.lat},${side.coordinates.lng}`;
  return `state:${side.state}`;
}

function sideOfText(text: string | null): unknown {
  if (!text) return undefined;
  const colon = text.indexOf(":");
  const [form, value] = [text.slice(0, colon), text.slice(colon + 1)];
  if (form === "zip" || form === "zip3" || form === "state") return { [form]: value };
  if (form !== "city") return { address: text };
  const at = value.lastIndexOf("@");
  const [lat, lng] = value
    .slice(at + 1)
    .split(",")
    .map(Number);
  return { address: value.slice(0, at), coordinates: { lat, lng } };
}

const isCitySide = (side: Side) => "address" in side;

/** The results page's query for a search, or null for a city-to-city one (docs/product.md's search). */
export function searchUrlQuery(body: SearchRequestBody): string | null {
  if (SIDES.every((side) => isCitySide(body[side]))) return null;
  const params = new URLSearchParams();
  for (const side of SIDES) params.set(side, sideText(body[side]));
  const radius = (side: (typeof SIDES)[number], value: number | null | undefined) => {
    const end = body[side];
    if (value != null && (isCitySide(end) || "zip" in end)) params.set(`${side}Radius`, String(value));
  };
  radius("origin", body.originRadius);
  radius("destination", body.destinationRadius);
  params.set("type", String(body.availableTypes?.[0] ?? ""));
  if (body.startDate) params.set("startDate", body.startDate);
  if (body.endDate) params.set("endDate", body.endDate);
  return params.toString();
}

/** The search body a results page URL names, for the shared schema to check; null without one. */
export function searchBodyOfUrl(params: URLSearchParams): Record<string, unknown> | null {
  if (!params.has("origin") && !params.has("destination")) return null;
  const number = (name: string) => (params.has(name) ? Number(params.get(name)) : undefined);
  const type = params.get("type");
  return {
    origin: sideOfText(params.get("origin")),
    destination: sideOfText(params.get("destination")),
    originRadius: number("originRadius"),
    destinationRadius: number("destinationRadius"),
    availableTypes: type ? [type] : undefined,
    ...(params.get("startDate") ? { startDate: params.get("startDate") } : {}),
    ...(params.get("endDate") ? { endDate: params.get("endDate") } : {}),
  };
}

export interface AskedSearch {
  /** "ZIP3 606 → TX": what the search asked, as the results page names it. */
  lane: string;
  /** The area the lane figures follow: the wider side's (a city or a ZIP names a city). */
  area: AskedArea;
}

/** How one side of the URL reads: "Dallas, TX", "ZIP 75201", "ZIP3 752" or "TX". */
function sideLabel(text: string | null): { label: string; form: SearchEndForm } {
  const side = sideOfText(text);
  if (typeof side !== "object" || side === null) return { label: "?", form: "city" };
  if ("zip" in side) return { label: `ZIP ${String(side.zip)}`, form: "zip" };
  if ("zip3" in side) return { label: `ZIP3 ${String(side.zip3)}`, form: "zip3" };
  if ("state" in side) return { label: String(side.state).toUpperCase(), form: "state" };
  return { label: "address" in side ? String(side.address) : "?", form: "city" };
}

/** What a results page URL asked, read without the schema (the page names it while the search runs). */
export function askedOfUrl(params: URLSearchParams): AskedSearch | null {
  if (!params.has("origin") && !params.has("destination")) return null;
  const [origin, destination] = [sideLabel(params.get("origin")), sideLabel(params.get("destination"))];
  return { lane: `${origin.label} → ${destination.label}`, area: askedAreaOfSearch(origin.form, destination.form) };
}
