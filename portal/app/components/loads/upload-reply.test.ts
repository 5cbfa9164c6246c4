import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../../lib/forms/field-errors";
import { loadInputSchema } from "./domain";
import {
  createFailedToast,
  hasChosenLocations,
  loadCreatedToast,
  locationErrorToast,
  locationFieldErrors,
  replyNotices,
  splitMessage,
  validationErrorToast,
} from "./upload-reply";

describe("load form messages", () => {
  it("asks for chosen locations with docs/product.md's Location Error", () => {
    expect(hasChosenLocations({ pickupCity: "Dallas", pickupState: "TX", deliveryCity: "", deliveryState: "" })).toBe(
      false,
    );
    expect(
      hasChosenLocations({ pickupCity: "Dallas", pickupState: "TX", deliveryCity: "Atlanta", deliveryState: "GA" }),
    ).toBe(true);
    expect(locationErrorToast()).toEqual({
      title: "Location Error",
      description: "Please select valid pickup and delivery locations from the suggestions",
      variant: "destructive",
    });
  });

  it("marks every field of an empty form, the unchosen locations with what to do", () => {
    const values = { pickupCity: "", pickupState: "", deliveryCity: "Atlanta", deliveryState: "GA" };
    const checked = loadInputSchema.safeParse(values);
    const fields = locationFieldErrors(values, checked.success ? {} : fieldErrorsOf(checked.error));
    expect(fields.pickupCity).toEqual(["Select the pickup location from the suggestions"]);
    expect(fields.deliveryCity).toBeUndefined();
    expect(fields.pickupState).toBeUndefined();
    for (const name of ["brokerName", "brokerEmail", "loadNumber", "mileage", "weight", "rate", "trailerType"])
      expect(fields[name]?.length, name).toBeGreaterThan(0);
  });

  it("joins the schema's messages by commas under 'Validation Error'", () => {
    const parsed = loadInputSchema.safeParse({
      brokerName: "Demo Freight",
      brokerEmail: "not an email",
      loadNumber: "LD-1",
      pickupCity: "Dallas",
      pickupState: "TX",
      deliveryCity: "Atlanta",
      deliveryState: "GA",
      mileage: "865",
      weight: "-5",
      rate: "2150",
      trailerType: "reefer",
    });
    expect(parsed.success).toBe(false);
    const messages = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    expect(validationErrorToast(messages)).toEqual({
      title: "Validation Error",
      description: "Valid broker email is required, Weight must be a positive whole number",
      variant: "destructive",
    });
  });

  it("shows the server's text on a failed save, or 'Failed to create load'", () => {
    expect(createFailedToast("Subscription required")).toMatchObject({
      title: "Error",
      description: "Subscription required",
    });
    expect(createFailedToast(undefined)).toMatchObject({ title: "Error", description: "Failed to create load" });
    expect(createFailedToast("  ")).toMatchObject({ description: "Failed to create load" });
  });

  it("tells a refusal of fields in the form and only a refusal of no field as a toast", () => {
    const notice = validationErrorToast(["Mileage 1 is shorter", "The rate must be between $50 and $50,000"]);
    expect(replyNotices({ ok: false, fields: { mileage: ["Mileage 1 is shorter"] }, notice })).toEqual({
      inForm: notice,
    });
    const failed = createFailedToast(undefined);
    expect(replyNotices({ ok: false, fields: { mileage: [] }, notice: failed })).toEqual({ toast: failed });
    expect(replyNotices(undefined)).toEqual({});
  });

  it("reports the broker's registration status after a save", () => {
    expect(loadCreatedToast("registered").description).toContain("registered on TrueRate");
    expect(loadCreatedToast("unregistered").description).toContain("not registered on TrueRate");
    expect(loadCreatedToast("unregistered", 2).description).toContain("2 documents linked to this load.");
    const held = { status: "quarantined", message: "Held for review: the rate per mile is far outside" };
    expect(loadCreatedToast("unregistered", 0, held).description).toMatch(
      /not registered on TrueRate\. Held for review: the rate per mile is far outside\.$/,
    );
  });

  it("splits 'title: description' messages", () => {
    expect(splitMessage("Please log in: You need to be logged in")).toEqual({
      title: "Please log in",
      description: "You need to be logged in",
    });
    expect(splitMessage("Failed")).toEqual({ title: "Failed" });
  });
});
