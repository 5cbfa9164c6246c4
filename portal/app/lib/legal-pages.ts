import type { NavItem } from "../components/shell/navigation";

/** The legal pages: static files in portal/public, outside the app, readable without signing in. */
export const LEGAL_PAGES: NavItem[] = [
  { label: "Terms of Service", to: "/terms.html" },
  { label: "Privacy Policy", to: "/privacy.html" },
  { label: "Refund Policy", to: "/refund.html" },
  { label: "Acceptable Use", to: "/acceptable-use.html" },
  { label: "Disclaimer", to: "/disclaimer.html" },
  { label: "EULA", to: "/eula.html" },
];
