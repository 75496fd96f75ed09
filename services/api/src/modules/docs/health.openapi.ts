import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';

export const readinessSchema = z.object({
  status: z.enum(['ready', 'not ready']),
  checks: z.object({ database: z.enum(['up', 'down']), redis: z.enum(['up', 'down']) }),
  /** BullMQ on Redis, or (embedded default while Redis is away) this process from the outbox. */
  jobs: z.object({ transport: z.enum(['bullmq', 'in-process']) }),
  /** This request's id (its x-request-id), as error responses carry it. */
  requestId: z.string(),
});

export function registerHealthPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'get',
    path: '/api/healthz',
    tags: ['Health'],
    summary: 'Liveness: the process is up',
    responses: {
      200: {
        description: 'Up',
        content: { 'application/json': { schema: z.object({ status: z.literal('ok') }) } },
      },
    },
  });
  registry.registerPath({
    method: 'get',
    path: '/api/readyz',
    tags: ['Health'],
    summary: 'Readiness: the database answers (Redis is reported; it does not block serving)',
    responses: {
      200: { description: 'Ready', content: { 'application/json': { schema: readinessSchema } } },
      503: {
        description: 'Database down',
        content: { 'application/json': { schema: readinessSchema } },
      },
    },
  });
}
