import { browserApi } from "../../lib/browser-api";

/**
 * Logs out through the API, then loads / from the server so no signed-in state survives in the
 * page. The reload happens even when the call fails: the server decides what / shows.
 */
export async function logOut(): Promise<void> {
  try {
    await browserApi().POST("/api/logout");
  } catch (error) {
    console.error("Log out failed", error);
  } finally {
    window.location.assign("/");
  }
}
