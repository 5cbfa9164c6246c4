// Types of e2e-servers.mjs, for playwright.config.ts.
export declare const E2E_API: string;
export declare const E2E_PORTAL: string;
interface E2eServer {
  command: string;
  url: string;
  timeout: number;
}
export declare const E2E_SERVERS: { api: E2eServer; portal: E2eServer };
export declare function startE2eServer(
  name: keyof typeof E2E_SERVERS,
  logPath: string,
): { ready: Promise<void>; stop: () => void };
