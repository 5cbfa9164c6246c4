import { layoutLines } from "../../layout";
import { readCharges } from "../charges";
import { buildDoc } from "../document";
import { readLoadNumber } from "../load-number";
import { readFields } from "../read-fields";
import { readParties } from "../read-parties";
import { readStops } from "../stops";
import { readTerms } from "../terms";
import { drawnPage } from "../test-page";

const line =
  "Carrier shall pay USD 1,234.56 for detention at Dallas, TX on 11/20/2026 per MC# 123456 and Net 30 terms; ";
const pages = Array.from({ length: 10 }, (_, index) =>
  drawnPage(Array.from({ length: 60 }, () => line).join("\n"), { page: index + 1 }),
);
const time = (name: string, f: () => unknown) => {
  f();
  const t = performance.now();
  for (let i = 0; i < 5; i++) f();
  console.log(name, ((performance.now() - t) / 5).toFixed(2), "ms");
};
time("layout", () => pages.map(layoutLines));
const doc = buildDoc(pages);
time("doc", () => buildDoc(pages));
time("charges", () => readCharges(doc, "rate_confirmation"));
time("stops", () => readStops(doc));
time("parties", () => readParties(doc, "rate_confirmation"));
time("load", () => readLoadNumber(doc));
time("terms", () => readTerms(doc));
time("all", () => readFields(pages, "rate_confirmation"));

import { deskew } from "../../layout";

time("deskew", () => pages.map((p) => deskew(p.items)));

import { findPlaces } from "../places";

time("findPlaces x600", () => doc.lines.map((l) => findPlaces(l.text, 1)));
