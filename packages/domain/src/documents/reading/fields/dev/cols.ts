import { layoutLines } from "../../layout";
import { drawnPage } from "../test-page";

const p = drawnPage(`
Summit Ridge Logistics LLC                     RATE CONFIRMATION
                                               Load #: LD-482913
BROKER                                         CARRIER
Summit Ridge Logistics LLC                     Red Oak Trucking LLC
MC# 123456                                     MC-654321
Dallas, TX                                     Memphis, TN

Stop   Type       Location                         Date`);
for (const l of layoutLines(p))
  console.log(l.column, l.top, l.cells.map((c) => `${c.x}-${c.right}:${c.text}`).join(" | "));
