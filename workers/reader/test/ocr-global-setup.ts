/**
 * Vitest globalSetup for the reader's worker tests: a real OCR server on a fixed port, which the
 * tests reach at http://127.0.0.1:8799 (OCR_TEST_PORT moves it). A server already healthy there
 * (a developer's, or another run's) is reused and left running.
 */
import { isOcrServerHealthy, startOcrServer } from "../ocr/start-ocr-server";

export default async function startOcrForTests(): Promise<() => Promise<void>> {
  const port = Number(process.env.OCR_TEST_PORT ?? "8799");
  if (await isOcrServerHealthy(`http://127.0.0.1:${port}`)) return async () => {};
  const server = await startOcrServer({ port });
  return () => server.stop();
}
