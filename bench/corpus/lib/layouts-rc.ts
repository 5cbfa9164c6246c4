// Rate confirmation layouts, each as real TMS exports and broker templates print them.
import { type Block, numbered } from "./blocks";
import { type LayoutContext, printers } from "./layout-context";

function keyValue(context: LayoutContext): Block[] {
  const { load, style } = context;
  const { m, d, mc, at, charges } = printers(context);
  return [
    { kind: "line", text: load.broker.name, bold: true },
    { kind: "line", text: `${at(load.broker)}  |  ${load.broker.phone}` },
    { kind: "title", text: "RATE CONFIRMATION" },
    {
      kind: "kv",
      rows: [
        [style.loadLabel, load.loadNumber],
        ["Date Issued", d(context.issued)],
        ["Broker", load.broker.name],
        ["Broker MC", mc(load.broker.mc)],
        ["Carrier", load.carrier.name],
        ["Carrier MC", mc(load.carrier.mc)],
        ["Equipment", load.equipment],
        [style.pickupLabel, `${load.pickup.facility}, ${load.pickup.street}, ${at(load.pickup)}`],
        ["Pickup Date", `${d(load.pickup.date)} ${load.pickup.window}`],
        [style.deliveryLabel, `${load.delivery.facility}, ${load.delivery.street}, ${at(load.delivery)}`],
        ["Delivery Date", `${d(load.delivery.date)} ${load.delivery.window}`],
        ...charges().map(([name, amount]): [string, string] => [name, m(amount)]),
        ["Total Carrier Pay", m(load.total)],
        [style.termsLabel, load.paymentTerms],
      ],
    },
    { kind: "heading", text: "Terms and Conditions" },
    ...numbered(context.terms),
    { kind: "line", text: `Accepted by Carrier: ____________________  Dispatcher: ${load.carrier.dispatcher}` },
  ];
}

function stopAndChargeTables(context: LayoutContext): Block[] {
  const { load, style } = context;
  const { m, d, mc, at, charges } = printers(context);
  const stops = [load.pickup, load.delivery];
  return [
    { kind: "title", text: `Carrier Rate and Load Confirmation - ${load.broker.name}` },
    {
      kind: "kv",
      rows: [
        [style.loadLabel, load.loadNumber],
        ["Broker", `${load.broker.name} (${mc(load.broker.mc)})`],
        ["Carrier", `${load.carrier.name} (${mc(load.carrier.mc)})`],
        ["Equipment / Weight", `${load.equipment} / ${load.weight.toLocaleString("en-US")} lbs`],
      ],
    },
    { kind: "heading", text: "Stops" },
    {
      kind: "table",
      header: ["#", "Type", "Facility", "City, State", "Date", "Time"],
      rows: stops.map((stop, index) => [
        String(index + 1),
        index === 0 ? "Pick" : "Drop",
        stop.facility,
        at(stop),
        d(stop.date),
        stop.window,
      ]),
    },
    { kind: "heading", text: "Charges" },
    {
      kind: "table",
      header: ["Description", "Amount"],
      rows: [...charges().map(([name, amount]) => [name, m(amount)]), ["Total Carrier Pay", m(load.total)]],
    },
    { kind: "line", text: `${style.termsLabel}: ${load.paymentTerms}` },
    { kind: "heading", text: "Carrier Requirements" },
    ...numbered(context.terms),
  ];
}

function twoColumns(context: LayoutContext): Block[] {
  const { load, style } = context;
  const { m, d, mc, at, charges } = printers(context);
  return [
    { kind: "title", text: "Load Confirmation" },
    {
      kind: "columns",
      left: [
        { kind: "heading", text: "Broker" },
        { kind: "line", text: load.broker.name, bold: true },
        { kind: "line", text: at(load.broker) },
        { kind: "line", text: mc(load.broker.mc) },
        { kind: "line", text: `Phone ${load.broker.phone}` },
      ],
      right: [
        { kind: "heading", text: "Carrier" },
        { kind: "line", text: load.carrier.name, bold: true },
        { kind: "line", text: at(load.carrier) },
        { kind: "line", text: mc(load.carrier.mc) },
        { kind: "line", text: `Dispatch: ${load.carrier.dispatcher}` },
      ],
    },
    {
      kind: "kv",
      rows: [
        [style.loadLabel, load.loadNumber],
        ["Issued", d(context.issued)],
      ],
    },
    {
      kind: "columns",
      left: [
        { kind: "heading", text: style.pickupLabel },
        { kind: "line", text: load.pickup.facility },
        { kind: "line", text: at(load.pickup) },
        { kind: "line", text: `${d(load.pickup.date)}, ${load.pickup.window}` },
      ],
      right: [
        { kind: "heading", text: style.deliveryLabel },
        { kind: "line", text: load.delivery.facility },
        { kind: "line", text: at(load.delivery) },
        { kind: "line", text: `${d(load.delivery.date)}, ${load.delivery.window}` },
      ],
    },
    { kind: "heading", text: "Rate" },
    {
      kind: "kv",
      rows: [
        ...charges().map(([name, amount]): [string, string] => [name, m(amount)]),
        ["Total", m(load.total)],
        [style.termsLabel, load.paymentTerms],
      ],
    },
    ...numbered(context.terms),
  ];
}

function chargeWords(context: LayoutContext): string {
  const { m, charges } = printers(context);
  const parts = charges().map(([name, amount]) => `${name.toLowerCase()} of ${m(amount)}`);
  return parts.length === 1 ? `a ${parts[0]}` : `a ${parts.slice(0, -1).join(", a ")} and a ${parts.at(-1)}`;
}

function tenderProse(context: LayoutContext): Block[] {
  const { load } = context;
  const { m, d, mc, at } = printers(context);
  return [
    { kind: "title", text: "LOAD TENDER AGREEMENT" },
    {
      kind: "para",
      text: `This Load Tender Agreement is made on ${d(context.issued)} between ${load.broker.name} (${mc(load.broker.mc)}), hereinafter "Broker", and ${load.carrier.name} (${mc(load.carrier.mc)}), hereinafter "Carrier", for load ${load.loadNumber}.`,
    },
    {
      kind: "para",
      text: `Broker agrees to pay Carrier the sum of ${m(load.total)} for the transportation of ${load.commodity.toLowerCase()} (${load.weight.toLocaleString("en-US")} lbs) from ${load.pickup.facility}, ${at(load.pickup)}, to be picked up on ${d(load.pickup.date)}, to ${load.delivery.facility}, ${at(load.delivery)}, to be delivered on ${d(load.delivery.date)}.`,
    },
    { kind: "para", text: `The sum is made of ${chargeWords(context)}.` },
    { kind: "para", text: `Payment will be made on the following terms: ${load.paymentTerms}.` },
    ...context.terms.map((text): Block => ({ kind: "para", text })),
    { kind: "para", text: "Signed for Broker: ____________________   Signed for Carrier: ____________________" },
  ];
}

function denseParagraph(context: LayoutContext): Block[] {
  const { load, style } = context;
  const { m, d, mc, at } = printers(context);
  const text = [
    `RATE CONFIRMATION - ${style.loadLabel} ${load.loadNumber}.`,
    `Broker: ${load.broker.name}, ${mc(load.broker.mc)}, ${at(load.broker)}.`,
    `Carrier: ${load.carrier.name}, ${mc(load.carrier.mc)}.`,
    `Pick up at ${load.pickup.facility}, ${load.pickup.street}, ${at(load.pickup)} on ${d(load.pickup.date)} between ${load.pickup.window}.`,
    `Deliver to ${load.delivery.facility}, ${load.delivery.street}, ${at(load.delivery)} on ${d(load.delivery.date)}.`,
    `Equipment ${load.equipment}, ${load.weight.toLocaleString("en-US")} lbs of ${load.commodity.toLowerCase()}.`,
    `Rate: ${chargeWords(context)}, for a total carrier pay of ${m(load.total)}.`,
    `${style.termsLabel}: ${load.paymentTerms}.`,
    ...context.terms,
  ].join(" ");
  return [{ kind: "para", text }];
}

function tmsGrid(context: LayoutContext): Block[] {
  const { load, style } = context;
  const { m, d, mc, at, charges } = printers(context);
  return [
    { kind: "band", text: `${load.broker.name.toUpperCase()}  -  CARRIER CONFIRMATION  -  LOAD ${load.loadNumber}` },
    { kind: "title", text: `Load ${load.loadNumber} Rate Confirmation` },
    {
      kind: "table",
      header: ["Field", "Value", "Field", "Value"],
      rows: [
        ["Broker", load.broker.name, "Broker MC", mc(load.broker.mc)],
        ["Carrier", load.carrier.name, "Carrier MC", mc(load.carrier.mc)],
        ["Equipment", load.equipment, "Weight", `${load.weight.toLocaleString("en-US")} lbs`],
        [style.loadLabel, load.loadNumber, "Miles", String(load.miles)],
      ],
    },
    {
      kind: "table",
      header: ["Stop", "Location", "Appointment"],
      rows: [
        [`PU - ${load.pickup.facility}`, at(load.pickup), `${d(load.pickup.date)} ${load.pickup.window}`],
        [`SO - ${load.delivery.facility}`, at(load.delivery), `${d(load.delivery.date)} ${load.delivery.window}`],
      ],
    },
    {
      kind: "table",
      header: ["Charge", "Amount"],
      rows: [...charges().map(([name, amount]) => [name, m(amount)]), ["Carrier Pay", m(load.total)]],
    },
    { kind: "line", text: `${style.termsLabel}: ${load.paymentTerms}` },
    ...numbered(context.terms),
  ];
}

function multiPage(context: LayoutContext): Block[] {
  const { load, style } = context;
  const { m, d, mc, at, charges } = printers(context);
  return [
    { kind: "title", text: "Rate Confirmation and Carrier Instructions" },
    {
      kind: "kv",
      rows: [
        [style.loadLabel, load.loadNumber],
        ["Broker", `${load.broker.name}, ${mc(load.broker.mc)}`],
        ["Carrier", `${load.carrier.name}, ${mc(load.carrier.mc)}`],
        [style.pickupLabel, `${load.pickup.facility}, ${at(load.pickup)} - ${d(load.pickup.date)}`],
        [style.deliveryLabel, `${load.delivery.facility}, ${at(load.delivery)} - ${d(load.delivery.date)}`],
      ],
    },
    { kind: "heading", text: "Driver Instructions" },
    {
      kind: "para",
      text: "Driver must check in with a valid photo ID and the load number. Seal must remain intact until the consignee breaks it. Report any overage, shortage or damage on the delivery receipt before leaving the facility.",
    },
    {
      kind: "para",
      text: "Tracking through the broker's app is required from pickup to delivery. Notify dispatch immediately of any delay, breakdown or reschedule.",
    },
    { kind: "pagebreak" },
    { kind: "heading", text: `Page 2 - Rate Details for ${load.loadNumber}` },
    {
      kind: "table",
      header: ["Item", "Amount"],
      rows: [...charges().map(([name, amount]) => [name, m(amount)]), ["Total Due Carrier", m(load.total)]],
    },
    { kind: "line", text: `${style.termsLabel}: ${load.paymentTerms}` },
    ...numbered(context.terms),
  ];
}

export const RC_LAYOUTS = {
  "key-value": keyValue,
  "stop-charges-tables": stopAndChargeTables,
  "two-column": twoColumns,
  "tender-prose": tenderProse,
  "dense-paragraph": denseParagraph,
  "tms-grid": tmsGrid,
  "multi-page": multiPage,
} as const;
export type RcLayout = keyof typeof RC_LAYOUTS;
