import { useState } from "react";
import { useToast } from "../../components/feedback/toaster";
import { NO_PLACE, type PlaceChoice } from "../../components/places/location";
import { estimateMileage } from "./mileage";
import type { MileageSource } from "./mileage-field";

/**
 * Pickup, delivery and the mileage that follows them (docs/product.md#load-board-validation-rules): any change of a location
 * clears the mileage; choosing the second one fills it with the estimate, or asks for it by hand.
 */
export function useLoadLocations() {
  const { toast } = useToast();
  const [pickup, setPickup] = useState<PlaceChoice>(NO_PLACE);
  const [delivery, setDelivery] = useState<PlaceChoice>(NO_PLACE);
  const [mileage, setMileage] = useState("");
  const [mileageSource, setMileageSource] = useState<MileageSource>("user");

  function follow(nextPickup: PlaceChoice, nextDelivery: PlaceChoice) {
    const estimate = estimateMileage(nextPickup.place, nextDelivery.place);
    setMileage(estimate.value);
    setMileageSource(estimate.source);
    if (estimate.source === "failed") {
      toast({
        title: "Distance calculation failed",
        description: "Please enter mileage manually",
        variant: "destructive",
      });
    }
  }

  return {
    pickup,
    delivery,
    mileage,
    mileageSource,
    changePickup(choice: PlaceChoice) {
      setPickup(choice);
      follow(choice, delivery);
    },
    changeDelivery(choice: PlaceChoice) {
      setDelivery(choice);
      follow(pickup, choice);
    },
    changeMileage(value: string) {
      setMileage(value);
      setMileageSource("user");
    },
  };
}
