import type { MetaDescriptor } from "@remix-run/cloudflare";

/** `<title>` for a screen: "My Shipments · TrueRate". */
export function pageTitle(title?: string): MetaDescriptor[] {
  return [{ title: title ? `${title} · TrueRate` : "TrueRate — the rate brokers really paid" }];
}
