import { useNavigation } from "@remix-run/react";

/** True while a form with this intent is being submitted or its answer is loading. */
export function useFormBusy(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}
