// How a route describes itself for the OpenAPI document: the same zod schemas that validate it.
import type { z } from 'zod';

export interface RouteDoc {
  summary: string;
  tags: string[];
  /** JSON body schema, or for multipart a schema of its text fields. */
  body?: z.ZodType;
  bodyContentType?:
    'application/json' | 'multipart/form-data' | 'application/x-www-form-urlencoded';
  /** File parts of a multipart body (field name -> what it holds); documented as binary strings, all required. */
  files?: Record<string, { description: string; contentType?: string }>;
  query?: z.ZodType;
  params?: z.ZodType;
  /** Status -> description and, when there is a JSON body, its schema. Errors are problem+json. */
  responses: Record<number, { description: string; schema?: z.ZodType; contentType?: string }>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Picked up by the OpenAPI plugin when it registers; every /api and /payments route declares one. */
    doc?: RouteDoc;
  }
}
