const t = `LOAD TENDER AGREEMENT This Load Tender Agreement is made on 2026-12-13 between Meridian Cargo Network Inc. (Docket MC674805), hereinafter "Broker", and Harbor Point Trucking LLC (Docket MC528336), hereinafter "Carrier", for load LD-878674. Broker agrees to pay Carrier the sum of USD 5,171.61 for the transportation of canned beverages (13,000 lbs) from Acme Paper Products, Detroit, MI, to be picked up on 2026-12-16, to Tri-State Steel Supply, Nashville, TN, to be delivered on 2026-12-17.`;
const p = /\b(?:pick(?:ing|ed)?[\s-]?up(?:\s(?:at|in|from|on))?|picks\sup|origin|load(?:ing|s)?\sat|from)\b/i.exec(t);
console.log(p?.[0], p?.index);
const d = /\b(?:deliver(?:y|ed|s|ing)?(?:\s(?:to|at|in|on))?|drop(?:\soff)?|destination|unload(?:ing)?\sat)\b/i.exec(t);
console.log(d?.[0], d?.index);
