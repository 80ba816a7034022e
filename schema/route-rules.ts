import { z } from 'zod';

export const RouteRuleSchema = z.object({
  redirect: z
    .object({
      to: z.string().min(1),
      statusCode: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]),
    })
    .optional(),
  headers: z.record(z.string(), z.string()).optional(),
});

/** `/builds/meta/{buildId}.json`: the app manifest the client polls for route rules. */
export const AppManifestSchema = z.object({
  id: z.string(),
  timestamp: z.number(),
  routeRules: z.record(z.string(), RouteRuleSchema),
});

export const BuildInfoSchema = z.object({ id: z.string(), timestamp: z.number() });

export type RouteRule = z.infer<typeof RouteRuleSchema>;
export type AppManifest = z.infer<typeof AppManifestSchema>;
export type BuildInfo = z.infer<typeof BuildInfoSchema>;
