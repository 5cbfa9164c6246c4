import { layoutLines } from "../../layout";
import { drawnPage } from "../test-page";
const page = drawnPage(`Load Confirmation
Broker                                        Carrier
Meridian Cargo Network Inc.                   Twin Rivers Logistics LLC
Dallas, Texas                                 Allentown, Pennsylvania
MC#581521                                     MC#223380
Total  $2,000.00`);
for (const l of layoutLines(page)) console.log(l.column, l.top, l.bottom, l.cells.map((c) => `${c.x}-${c.right}:${c.text}`).join(" | "));
