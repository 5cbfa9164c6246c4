import { useRouteLoaderData } from "@remix-run/react";
import type { loader } from "../routes/_app";

/** The signed-in user of the `_app` layout; null only on the screens open to signed-out visitors. */
export function useAppUser() {
  return useRouteLoaderData<typeof loader>("routes/_app")?.user ?? null;
}
