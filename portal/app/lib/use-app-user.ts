import { useRouteLoaderData } from "@remix-run/react";
import type { loader as appLoader } from "../routes/_app/route";
import type { loader as homeLoader } from "../routes/_index/route";

/** The signed-in user of the `_app` layout or the home page; null only on the screens open to signed-out visitors. */
export function useAppUser() {
  const app = useRouteLoaderData<typeof appLoader>("routes/_app");
  const home = useRouteLoaderData<typeof homeLoader>("routes/_index");
  return app?.user ?? home?.user ?? null;
}
