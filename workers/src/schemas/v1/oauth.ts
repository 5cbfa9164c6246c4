import { z } from "@hono/zod-openapi";

export const tokenRequestSchema = z
  .object({
    grant_type: z.string().openapi({ example: "client_credentials" }),
    client_id: z.string().max(64).optional().openapi({ example: "0b7f1c9e-3f7a-4a55-9b1e-2c4f0a6d8e11" }),
    client_secret: z.string().max(200).optional().openapi({ example: "trs_k3v5q2m7n4p6r8s2t4v6w8x2y4z6a3b5" }),
    scope: z.string().max(200).optional().openapi({
      description: "Space-separated; all the client holds when absent.",
      example: "loads:write rates:read",
    }),
  })
  .openapi("TokenRequest");

export const tokenSchema = z
  .object({
    access_token: z.string().openapi({ example: "eyJhbGciOiJIUzI1NiIsInR5cCI6ImF0K2p3dCJ9…" }),
    token_type: z.literal("Bearer"),
    expires_in: z.number().int().openapi({ description: "Seconds.", example: 900 }),
    scope: z.string().openapi({ example: "loads:write rates:read webhooks:manage" }),
  })
  .openapi("AccessToken");
