import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../src/app';

/*
 * Every answer the API suite receives is checked against the OpenAPI document the server serves:
 * its status must be documented for its operation, and a JSON body must match the documented
 * schema. A drift is recorded here and fails the test that caused it (setup.ts).
 */

export const contractDrifts: string[] = [];

interface Answer {
  method: string;
  path: string;
  status: number;
  contentType: string | undefined;
  body: string;
}

type Operation = {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};
type OpenApiDocument = { paths: Record<string, Record<string, Operation>>; components?: unknown };

export function createContractChecker(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const validators = new Map<string, ValidateFunction>();
  const templates = Object.keys(document.paths).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }));

  /** The documented operation for a request path: a literal path wins over a template. */
  function operationOf(method: string, path: string) {
    const matches = templates.filter(({ pattern }) => pattern.test(path));
    matches.sort((a, b) => a.template.split('{').length - b.template.split('{').length);
    for (const { template } of matches) {
      const operation = document.paths[template]?.[method.toLowerCase()];
      if (operation) return { template, operation };
    }
    return undefined;
  }

  /** Why the answer departs from the document, or undefined when it matches (or is not documented). */
  return function drift(answer: Answer): string | undefined {
    if (answer.method === 'HEAD') return undefined;
    const found = operationOf(answer.method, answer.path);
    if (!found) return undefined;
    const where = `${answer.method} ${answer.path} → ${answer.status}`;
    const response = found.operation.responses?.[String(answer.status)];
    if (!response) return `${where}: status not documented for ${found.template}`;
    const schema = response.content?.['application/json']?.schema;
    if (!schema || !answer.contentType?.includes('application/json')) return undefined;
    const key = `${answer.method} ${found.template} ${answer.status}`;
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile({ ...(schema as object), components: document.components });
      validators.set(key, validate);
    }
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return `${where}: body is not JSON: ${answer.body.slice(0, 100)}`;
    }
    if (validate(body)) return undefined;
    return `${where}: ${ajv.errorsText(validate.errors)}; body ${answer.body.slice(0, 200)}`;
  };
}

/** Checks every answer of the app against its own document; call before `app.ready()`. */
export function checkAnswersAgainstDocument(app: App): void {
  let drift: ReturnType<typeof createContractChecker> | undefined;
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    drift ??= createContractChecker(app.swagger() as unknown as OpenApiDocument);
    if (typeof payload !== 'string' && payload !== null && payload !== undefined) return payload;
    const found = drift({
      method: request.method,
      path: request.url.split('?')[0]!,
      status: reply.statusCode,
      contentType: reply.getHeader('content-type')?.toString(),
      body: payload ?? '',
    });
    if (found) contractDrifts.push(found);
    return payload;
  });
}
