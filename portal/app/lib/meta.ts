import type { MetaDescriptor } from "@remix-run/cloudflare";

const DEFAULT_DESCRIPTION =
  "TrueRate shows carriers what freight brokers really paid for a load, and holds brokers to the 48-hour " +
  "document deadline of 49 CFR 371.3.";

/**
 * `<title>` and meta description for a screen: "My Shipments · TrueRate". A route's meta replaces
 * its parents', so every screen carries a description of its own or the product's.
 */
export function pageTitle(title?: string, description = DEFAULT_DESCRIPTION): MetaDescriptor[] {
  return [
    { title: title ? `${title} · TrueRate` : "TrueRate — the rate brokers really paid" },
    { name: "description", content: description },
  ];
}
