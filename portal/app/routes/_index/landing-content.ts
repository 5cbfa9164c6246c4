// The landing page's copy, kept apart from its layout so wording changes touch one file.

export const FEATURES = [
  {
    title: "True-rate search",
    body: "Search a lane and see the rate the broker was paid next to the rate you were offered.",
  },
  {
    title: "Load-board links",
    body: "Jump to the load boards you already use, with your lane and dates carried over.",
  },
  {
    title: "Weather and road conditions",
    body: "Check storms, closures and chain laws along a route before you commit to a load.",
  },
  {
    title: "Truck-repair finder",
    body: "Find repair shops and roadside help near you when something breaks on the road.",
  },
  {
    title: "FMCSA snapshot lookup",
    body: "Look up a broker's or carrier's registration, authority and safety snapshot in seconds.",
  },
  {
    title: "48-hour broker compliance",
    body: "Every load starts a 48-hour clock for the broker to hand over its rate confirmation and invoice.",
  },
] as const;

export const STEPS = [
  {
    title: "Submit your load",
    body: "After delivery, enter the lane, the broker and the rate you were paid.",
  },
  {
    title: "We ask the broker",
    body: "TrueRate requests the rate confirmation and invoice, and the broker has 48 hours to share them.",
  },
  {
    title: "See the true rate",
    body: "Once the documents are verified, the rate the broker really received is published for the lane.",
  },
] as const;

export const ARTICLES = [
  {
    title: "What 49 CFR 371.3 means for carriers",
    summary: "The federal rule that gives a party to a brokered load the right to see its records.",
    href: "/blog/49-cfr-371-3-explained.html",
  },
  {
    title: "Reading a rate confirmation",
    summary: "The lines that matter on a rate confirmation, and the ones that are easy to miss.",
    href: "/blog/reading-a-rate-confirmation.html",
  },
  {
    title: "Why 48 hours",
    summary: "How a short, fixed deadline turns a right on paper into documents in hand.",
    href: "/blog/why-48-hours.html",
  },
] as const;
