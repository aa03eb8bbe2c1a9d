import * as z from 'zod/mini';

/**
 * Gives a zod schema the name that the OpenAPI document and the generated clients show it by: zod's
 * own `id` metadata (what `.meta({ id })` sets), kept with the schema's other metadata in zod's
 * global registry, from which `z.toJSONSchema` writes it once and refers to it by `$ref`. Called on
 * the line after the schema's definition, so that a shape has one definition and its name one place
 * (docs/openapi.md).
 */
export const nameSchema = (schema: z.core.$ZodType, name: string): void => {
  z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id: name });
};
