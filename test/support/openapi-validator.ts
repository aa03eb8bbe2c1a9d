import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * Checks a received response against the OpenAPI document the server publishes: the operation is
 * found by method and path template, and the status must be documented with a matching schema.
 */
type Document = {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }> }>
  >;
  components: {
    schemas: Record<string, unknown>;
    responses: Record<string, { content: Record<string, { schema: unknown }> }>;
  };
};

export const createResponseValidator = (document: Document) => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: 'openapi', components: document.components }, 'openapi');
  const compiled = new Map<string, ValidateFunction>();
  const templates = Object.keys(document.paths).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }));

  const refToOpenApi = (schema: unknown): unknown =>
    JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/'));

  /** `contentType` is the response's media type: its body is checked against the schema the document gives for it. */
  return (
    method: string,
    path: string,
    status: number,
    body: unknown,
    contentType = 'application/json',
  ): string | undefined => {
    const template = templates.find(({ pattern }) => pattern.test(path))?.template;
    if (!template) return `no documented path matches ${path}`;
    const operation = document.paths[template]![method.toLowerCase()];
    if (!operation) return `${method} ${template} is not documented`;
    const response = operation.responses[String(status)];
    if (!response) return `status ${status} is not documented for ${method} ${template}`;
    const key = `${method} ${template} ${status} ${contentType}`;
    if (!compiled.has(key)) {
      const content = response.$ref
        ? document.components.responses[response.$ref.split('/').pop()!]!.content
        : response.content!;
      const schema = content[contentType]?.schema;
      if (!schema) return `${method} ${template} ${status} is not documented as ${contentType}`;
      compiled.set(key, ajv.compile(refToOpenApi(schema) as object));
    }
    const validate = compiled.get(key)!;
    return validate(body) ? undefined : `${key}: ${ajv.errorsText(validate.errors)}`;
  };
};
