import { readFields } from "../read-fields";
import { drawnPage } from "../test-page";

const p =
  drawnPage(`RATE CONFIRMATION - Load ID 6365265. Broker: Silver State Freight Brokers Inc., MC# 165480, San Antonio, TX.
Memphis, TN on Dec 13, 2026 between 13:00 - 15:00. Deliver to Riverbend Foods, 710 Warehouse Rd, St. Louis,
MO on Dec 15, 2026. Equipment 53' Reefer, 41,000 lbs of packaged food. Rate: a line haul of USD 7050, a fuel
surcharge of USD 841.46, a detention of USD 150 and a tarp of USD 150, for a total carrier pay of USD 8191.46.`);
console.log(JSON.stringify(readFields([p], "rate_confirmation").total));
