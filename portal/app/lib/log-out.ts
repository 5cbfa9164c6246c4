/**
 * Logs out through the API, then loads / from the server so no signed-in state survives in the
 * page. The reload happens even when the call fails: the server decides what / shows.
 */
export async function logOut(): Promise<void> {
  try {
    await fetch("/api/logout", { method: "POST", credentials: "same-origin" });
  } catch (error) {
    console.error("Log out failed", error);
  } finally {
    window.location.assign("/");
  }
}
