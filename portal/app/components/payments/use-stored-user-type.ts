import type { UserType } from "@truerate/domain/enums";
import { useEffect, useState } from "react";
import { parseUserType } from "./plan";

/**
 * docs/product.md#accounts-entities-and-fields and #accounts-roles-and-permissions: before sign-in the plan follows the registrationUserType the registration
 * screen stored. Read after hydration, so the server and the first client render agree.
 */
export function useStoredUserType(): UserType | null {
  const [stored, setStored] = useState<UserType | null>(null);
  useEffect(() => {
    try {
      setStored(parseUserType(window.localStorage.getItem("registrationUserType")));
    } catch {
      setStored(null); // storage can be switched off; the carrier plan is the default
    }
  }, []);
  return stored;
}
