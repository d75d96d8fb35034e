import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { errorBody } from '@studyhall/shared';
import { accessFor } from './auth/access';
import { documentBetterAuth } from './auth/better-auth-docs';

/** Where people read the API, and where tools fetch its document. */
export const DOCS_PREFIX = '/api/docs';
export const OPENAPI_PATH = '/api/openapi.json';

const TAGS = [
  { name: 'Auth', description: 'Accounts and sign-in (better-auth, mounted at /api/auth)' },
  { name: 'Users', description: 'Profiles, roles and tutor requests' },
  { name: 'Sessions', description: 'Study sessions and their moderation' },
  { name: 'Meetings', description: "A class's meetings, moved, cancelled or added" },
  { name: 'Lessons', description: "One-to-one lessons from a tutor's availability" },
  { name: 'Bookings', description: 'Booked sessions' },
  { name: 'Payments', description: 'Card payments for paid sessions' },
  { name: 'Reviews', description: 'Ratings and comments on sessions' },
  { name: 'Materials', description: 'Links and images tutors share with booked students' },
  { name: 'Notes', description: "A student's private notes" },
  { name: 'Notifications', description: 'In-app notifications and which emails you get' },
  { name: 'Account', description: 'Your own account' },
  { name: 'Mail', description: 'The outbox of every mail sent (admins)' },
  {
    name: 'Admin',
    description: 'The audit log, the numbers, the exports and the payments (admins)',
  },
  { name: 'Uploads', description: 'Images' },
  { name: 'System', description: 'Health and public settings' },
];

const SIGNED_IN: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Builds the OpenAPI 3.1 document (served at /api/openapi.json, shown at /api/docs by
 * serveApiDocs) from the routes' own zod schemas, so it cannot drift from what they validate and
 * answer. Register before any route: every /api route is checked and completed here.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', documentRoute);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'StudyHall API',
        version: '1.0.0',
        description:
          'Study sessions, bookings, payments, reviews, materials and notes. Errors are `{ message }` ' +
          'with the status that says why; lists are paged with `page` and `limit` and carry ' +
          'their total in `X-Total-Count`.',
      },
      // The document is served by the server it describes: its own origin.
      servers: [{ url: '/', description: 'This server' }],
      tags: TAGS,
      security: SIGNED_IN,
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'The token from sign-in or sign-up, for API clients',
          },
          cookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'better-auth.session_token',
            description: 'The browser session cookie (`__Secure-` prefixed over HTTPS)',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (input) =>
      withoutUnusedSchemas(documentBetterAuth(jsonSchemaTransformObject(input))),
  });
}

/** The document and the reference, as routes: after the access table is in force, like any route. */
export async function serveApiDocs(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { deepLinking: true, defaultModelsExpandDepth: 0 },
  });
}

/**
 * Completes each /api route's documentation from what the app already knows: its security and
 * the refusals every route of its kind can answer (400 for a bad path or input, 401 and 403 from
 * the access table, and 403, 413, 415 and 429 for writes). Each route adds its own (404, 409…), and
 * one without an operationId, a summary or a tag stops the app from building.
 */
function documentRoute(route: RouteOptions): void {
  if (!route.url.startsWith('/api') || route.url === OPENAPI_PATH) return;
  const schema = (route.schema ??= {}) as Record<string, unknown> & {
    hide?: boolean;
    response?: Record<string, unknown>;
  };
  if (schema.hide) return;
  for (const field of ['operationId', 'summary', 'tags']) {
    if (!schema[field]) throw new Error(`${route.method} ${route.url} has no ${field}`);
  }
  const method = [route.method].flat()[0]!;
  const access = accessFor(method, route.url);
  const refusals = new Set([400]);
  if (access !== 'public') refusals.add(401);
  if (Array.isArray(access)) refusals.add(403);
  if (WRITES.has(method)) [403, 413, 415, 429].forEach((status) => refusals.add(status));
  const response = (schema.response ??= {});
  for (const status of refusals) response[status] ??= errorBody;
  schema.security ??= access === 'public' ? [] : SIGNED_IN;
}

/**
 * The zod transform adds an input twin of every named schema; only those a request uses are kept,
 * so the document lists no schema nothing refers to. Twins that only other unused twins refer to
 * go too, so this repeats until nothing more is dropped.
 */
function withoutUnusedSchemas<T>(document: T): T {
  const { components, ...rest } = document as {
    components?: { schemas?: Record<string, unknown> };
  };
  let schemas = components?.schemas ?? {};
  for (;;) {
    const text = JSON.stringify({ ...rest, schemas });
    const referred = (name: string) =>
      text.split(`"#/components/schemas/${name}"`).length - 1 >
      JSON.stringify(schemas[name]).split(`"#/components/schemas/${name}"`).length - 1;
    const kept = Object.fromEntries(
      Object.entries(schemas).filter(([name]) => !name.endsWith('Input') || referred(name)),
    );
    if (Object.keys(kept).length === Object.keys(schemas).length) break;
    schemas = kept;
  }
  return { ...rest, components: { ...components, schemas } } as T;
}
