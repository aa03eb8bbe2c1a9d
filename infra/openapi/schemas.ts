import * as z from 'zod/mini';
import { textParameterValue } from '#shared/vocabulary/formats/query.ts';

/**
 * The document's JSON Schemas, from the contracts' zod schemas. OpenAPI 3.1 schemas are JSON
 * Schema 2020-12, which is what zod emits. A zod schema named beside its definition
 * (`.check(z.meta({ id: 'Card' }))`) is written once, under `components.schemas`, and every
 * operation that answers or takes it refers to it by `$ref` (docs/openapi.md).
 */
type JsonSchema = Record<string, unknown>;

const zodToJsonSchema = (schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    override: declareTextParameter,
  }) as JsonSchema;
  return rest;
};

/**
 * A path or query value travels as text but is declared as the integer or boolean it stands for,
 * with its bounds and default, so that a generated client types and sends it as that.
 */
function declareTextParameter({ zodSchema, jsonSchema: rendered }: { zodSchema: z.core.$ZodType; jsonSchema: object }) {
  const def = zodSchema._zod.def as { type: string; innerType?: z.core.$ZodType; defaultValue?: unknown };
  const value = textParameterValue.get(zodSchema);
  if (value) {
    for (const key of Object.keys(rendered)) delete (rendered as JsonSchema)[key];
    Object.assign(rendered, zodToJsonSchema(value, 'output'));
  } else if (def.type === 'default' && def.innerType && textParameterValue.has(def.innerType))
    Object.assign(rendered, { default: def.defaultValue });
}

const componentPrefix = '#/components/schemas/';

/** zod writes a named schema to `$defs` and refers to it there; the document keeps it in its components. */
const withComponentRefs = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withComponentRefs);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, member]) => [
      key,
      key === '$ref' && typeof member === 'string'
        ? member.replace(/^#\/\$defs\//, componentPrefix)
        : withComponentRefs(member),
    ]),
  );
};

/**
 * Renders the schemas of one document: `render` gives an operation's schema with each named schema
 * in it as a `$ref`, `components` every named schema met, by name. A name is one shape: a name that
 * two schemas share, or whose schema reads differently as a request and as a response (a default, a
 * transform), stops the generation instead of letting one shape stand for the other.
 */
export const schemaRenderer = () => {
  const named = new Map<string, { json: string; schema: JsonSchema }>();
  const render = (schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema => {
    const { $defs, ...rest } = zodToJsonSchema(schema, io);
    for (const [name, definition] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
      // zod names what it extracts without a name `__schema<n>`: only a cycle does that (reused schemas stay inline).
      if (name.startsWith('__schema'))
        throw new Error(`A schema refers to itself without a name: give it one (${name})`);
      const component = withComponentRefs(definition) as JsonSchema;
      const json = JSON.stringify(component);
      const known = named.get(name);
      if (known && known.json !== json)
        throw new Error(`The schema named ${name} has two shapes (as a request and as a response?): name each`);
      named.set(name, { json, schema: component });
    }
    return withComponentRefs(rest) as JsonSchema;
  };
  const components = (): Record<string, JsonSchema> =>
    Object.fromEntries([...named].map(([name, { schema }]) => [name, schema]));
  return { render, components };
};
