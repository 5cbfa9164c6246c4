// Carrier invoices and bills of lading / proofs of delivery, with what each states.
import type { FieldFacts } from "../../lib/reading-facts";
import type { Block } from "./blocks";
import { type LayoutContext, printers, rateConfirmationFields } from "./layout-context";

export interface LaidOut {
  blocks: Block[];
  fields: FieldFacts;
}

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function invoiceStandard(context: LayoutContext): LaidOut {
  const { load, style } = context;
  const { m, d, mc, at, charges } = printers(context);
  const blocks: Block[] = [
    { kind: "line", text: load.carrier.name, bold: true },
    { kind: "line", text: `${at(load.carrier)}  -  ${mc(load.carrier.mc)}` },
    { kind: "title", text: "INVOICE" },
    {
      kind: "kv",
      rows: [
        ["Invoice #", load.invoiceNumber],
        ["Invoice Date", d(addDays(load.delivery.date, 1))],
        ["Bill To", load.broker.name],
        [`Broker ${style.loadLabel}`, load.loadNumber],
        ["Ship Date", d(load.pickup.date)],
        ["Origin", at(load.pickup)],
        ["Delivered", d(load.delivery.date)],
        ["Destination", at(load.delivery)],
      ],
    },
    {
      kind: "table",
      header: ["Description", "Amount"],
      rows: [...charges().map(([name, amount]) => [name, m(amount)]), ["Total Due", m(load.total)]],
    },
    { kind: "line", text: `${style.termsLabel}: ${load.paymentTerms}` },
    { kind: "para", text: `Please remit to ${load.carrier.name}. Thank you for your business.` },
  ];
  return { blocks, fields: { ...rateConfirmationFields(load), brokerMcNumber: null } };
}

function invoiceTable(context: LayoutContext): LaidOut {
  const { load, style } = context;
  const { m, d, mc, at, charges } = printers(context);
  const blocks: Block[] = [
    { kind: "band", text: `${load.carrier.name}  |  Freight Invoice ${load.invoiceNumber}` },
    {
      kind: "columns",
      left: [
        { kind: "heading", text: "From" },
        { kind: "line", text: load.carrier.name },
        { kind: "line", text: mc(load.carrier.mc) },
      ],
      right: [
        { kind: "heading", text: "Bill To" },
        { kind: "line", text: load.broker.name },
        { kind: "line", text: mc(load.broker.mc) },
      ],
    },
    {
      kind: "table",
      header: [style.loadLabel, "Pickup", "Pickup Date", "Delivery", "Delivery Date"],
      rows: [[load.loadNumber, at(load.pickup), d(load.pickup.date), at(load.delivery), d(load.delivery.date)]],
    },
    {
      kind: "table",
      header: ["Line", "Charge", "Amount"],
      rows: [
        ...charges().map(([name, amount], index) => [String(index + 1), name, m(amount)]),
        ["", "Invoice Total", m(load.total)],
      ],
    },
    { kind: "line", text: `Terms: ${load.paymentTerms}` },
  ];
  return { blocks, fields: rateConfirmationFields(load) };
}

function billOfLading(context: LayoutContext): LaidOut {
  const { load } = context;
  const { d, mc, at } = printers(context);
  const blocks: Block[] = [
    { kind: "title", text: "STRAIGHT BILL OF LADING - PROOF OF DELIVERY" },
    {
      kind: "kv",
      rows: [
        ["BOL Number", `B${load.invoiceNumber.slice(4)}7`],
        ["Load # / Customer Ref", load.loadNumber],
        ["Carrier", `${load.carrier.name}  ${mc(load.carrier.mc)}`],
        ["Trailer", load.equipment],
      ],
    },
    {
      kind: "columns",
      left: [
        { kind: "heading", text: "Ship From" },
        { kind: "line", text: load.pickup.facility },
        { kind: "line", text: load.pickup.street },
        { kind: "line", text: `${at(load.pickup)} ${load.pickup.zip}` },
        { kind: "line", text: `Ship Date: ${d(load.pickup.date)}` },
      ],
      right: [
        { kind: "heading", text: "Ship To" },
        { kind: "line", text: load.delivery.facility },
        { kind: "line", text: load.delivery.street },
        { kind: "line", text: `${at(load.delivery)} ${load.delivery.zip}` },
        { kind: "line", text: `Delivered: ${d(load.delivery.date)}` },
      ],
    },
    {
      kind: "table",
      header: ["Handling Units", "Weight (lbs)", "Description", "Class"],
      rows: [[String(Math.ceil(load.weight / 1400)), load.weight.toLocaleString("en-US"), load.commodity, "70"]],
    },
    { kind: "line", text: "Freight charges: Prepaid unless marked collect. Shipper load and count." },
    { kind: "line", text: `Received in good order on ${d(load.delivery.date)}. Consignee signature: ______________` },
  ];
  const stated = rateConfirmationFields(load);
  return {
    blocks,
    fields: {
      ...stated,
      brokerName: null,
      brokerMcNumber: null,
      linehaul: null,
      fuelSurcharge: null,
      accessorials: [],
      total: null,
      paymentTerms: null,
    },
  };
}

export const OTHER_LAYOUTS = {
  "invoice-standard": invoiceStandard,
  "invoice-table": invoiceTable,
  "bill-of-lading": billOfLading,
} as const;
export type OtherLayout = keyof typeof OTHER_LAYOUTS;
