// Each message of the load and rate schemas (docs/product.md#load-board-validation-rules), as the API answers it: the headline
// `message` and the field's entry in `details.fields`.

import { LOAD_MESSAGES } from "@truerate/domain/validation/load-messages";
import { RATE_MESSAGES } from "@truerate/domain/validation/rate";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "./support/accounts";
import { call } from "./support/call";
import { expectStatus, type Problem, type TestUser } from "./support/loads";

const load = {
  brokerName: "Broker LLC",
  brokerEmail: "ops@broker.test",
  loadNumber: "LD-1",
  pickupCity: "Dallas",
  pickupState: "TX",
  deliveryCity: "Atlanta",
  deliveryState: "GA",
  mileage: 781,
  weight: 42000,
  rate: 2150,
  trailerType: "dry_van",
};
const rate = { origin: "Dallas, TX", destination: "Atlanta, GA", truckType: "reefer", rate: 2400, loadType: "full" };

let carrier: TestUser;
beforeAll(async () => {
  carrier = await signedInUser("carrier");
});

describe("load schema messages through POST /api/loads", () => {
  it.each([
    ["brokerName", { brokerName: " " }, "Broker name is required"],
    ["brokerEmail", { brokerEmail: "nope" }, "Valid broker email is required"],
    ["brokerMcNumber", { brokerMcNumber: "12" }, LOAD_MESSAGES.brokerMcNumber],
    ["loadNumber", { loadNumber: "" }, LOAD_MESSAGES.loadNumber],
    ["pickupCity", { pickupCity: undefined }, LOAD_MESSAGES.pickupCity],
    ["deliveryCity", { deliveryCity: "" }, LOAD_MESSAGES.deliveryCity],
    ["pickupState", { pickupState: "TEX" }, "State must be 2 characters"],
    ["deliveryState", { deliveryState: "" }, "State must be 2 characters"],
    ["pickupLatitude", { pickupLatitude: "x" }, LOAD_MESSAGES.latitude],
    ["deliveryLongitude", { deliveryLongitude: 200 }, LOAD_MESSAGES.longitude],
    ["mileage", { mileage: 1.5 }, LOAD_MESSAGES.mileage],
    ["weight", { weight: 0 }, LOAD_MESSAGES.weight],
    ["rate", { rate: -1 }, LOAD_MESSAGES.rate],
    ["trailerType", { trailerType: "box" }, LOAD_MESSAGES.trailerType],
    ["date", { date: "not a date" }, LOAD_MESSAGES.date],
  ])("%s %j → '%s'", async (field, change, message) => {
    const body = await expectStatus<Problem>(
      // Raw: one field malformed (a latitude as text, a trailer type the API has not).
      await call("createLoad", { as: carrier, raw: { json: { ...load, ...change } } }),
      400,
    );
    expect(body).toMatchObject({ code: "VALIDATION_FAILED", message });
    expect(body.details?.fields?.[field]).toEqual([message]);
  });

  it("reports every failing field at once, for the form's joined 'Validation Error'", async () => {
    const body = await expectStatus<Problem>(
      await call("createLoad", { as: carrier, body: { ...load, brokerEmail: "", pickupState: "T", rate: 0 } }),
      400,
    );
    expect(Object.keys(body.details?.fields ?? {}).sort()).toEqual(["brokerEmail", "pickupState", "rate"]);
  });

  it("refuses every implausible field in one answer: mileage 1 does not hide a rate of $9,000,000", async () => {
    const body = await expectStatus<Problem>(
      await call("createLoad", { as: carrier, body: { ...load, mileage: 1, rate: 9_000_000 } }),
      400,
    );
    expect(Object.keys(body.details?.fields ?? {}).sort(), JSON.stringify(body)).toEqual(["mileage", "rate"]);
    expect(body.details?.fields?.mileage?.[0]).toContain("Mileage 1 is shorter");
    expect(body.details?.fields?.rate).toEqual(["The rate must be between $50 and $50,000 for one load"]);
  });

  it("names the trailer types as a person chose them, not by their codes", async () => {
    const body = await expectStatus<Problem>(
      await call("createLoad", { as: carrier, body: { ...load, trailerType: "box" } }),
      400,
    );
    expect(body.details?.fields?.trailerType).toEqual([
      "Choose a trailer type: Dry Van, Reefer, Flatbed or Power Only",
    ]);
  });
});

describe("rate schema messages through POST /api/rates", () => {
  it.each([
    ["origin", { origin: "" }, RATE_MESSAGES.origin],
    ["destination", { destination: undefined }, RATE_MESSAGES.destination],
    ["truckType", { truckType: "power_only" }, RATE_MESSAGES.truckType],
    ["length", { length: -53 }, RATE_MESSAGES.length],
    ["weight", { weight: 0.5 }, RATE_MESSAGES.weight],
    ["rate", { rate: 0 }, RATE_MESSAGES.rate],
    ["loadType", { loadType: "half" }, RATE_MESSAGES.loadType],
    ["validUntil", { validUntil: "whenever" }, RATE_MESSAGES.validUntil],
  ])("%s %j → '%s'", async (field, change, message) => {
    const body = await expectStatus<Problem>(
      await call("createRate", { as: carrier, body: { ...rate, ...change } }),
      400,
    );
    expect(body.message).toBe(message);
    expect(body.details?.fields?.[field]).toEqual([message]);
  });
});
