import { pagePlainText } from "../../layout";
import { readFields } from "../read-fields";
import { drawnPage } from "../test-page";

const p = drawnPage(`
Summit Ridge Logistics LLC                     RATE CONFIRMATION
                                               Load #: LD-482913
BROKER                                         CARRIER
Summit Ridge Logistics LLC                     Red Oak Trucking LLC
MC# 123456                                     MC-654321
Dallas, TX                                     Memphis, TN

Stop   Type       Location                         Date
1      Pickup     Acme Paper Products              11/20/2026
                  4200 Industrial Pkwy
                  Dallas, TX 75247
2      Delivery   Riverbend Foods                  Nov 23, 2026
                  Atlanta, Georgia 30336

Description          Amount
Linehaul             $2,000.00
Fuel Surcharge       $350.50
Detention            $75.00
Total Carrier Pay    $2,425.50

Payment Terms: Quick pay 2% 5 days
Weight: 42,000 lbs
`);
console.log(pagePlainText(p));
console.log(JSON.stringify(readFields([p], "rate_confirmation"), null, 1));
