/** What a label read (operation `getLabelRSV1`) answers; the handler's contract and the OpenAPI document take it from here. */
import * as z from 'zod/mini';
import { booleanFlags, timestamp, uuid } from '#shared/vocabulary/formats/formats.ts';
import { nameSchema } from '#shared/vocabulary/formats/schema-name.ts';
import {
  LABEL_COLOR_PATTERN,
  labelActions,
  labelNameMax,
  labelTypes,
  updatableLabelFields,
} from '#shared/vocabulary/labels/label.ts';

export const labelExtends = ['actions-info', 'updatable-fields'] as const;
export type LabelExtend = (typeof labelExtends)[number];

export const labelViewSchema = z.strictObject({
  id: uuid,
  name: z.string().check(z.minLength(1), z.maxLength(labelNameMax)),
  color: z.string().check(z.regex(LABEL_COLOR_PATTERN)),
  type: z.enum(labelTypes),
  createdAt: timestamp,
  updatedAt: timestamp,
  actions: z.optional(booleanFlags(labelActions)),
  updatableFields: z.optional(booleanFlags(updatableLabelFields)),
});
nameSchema(labelViewSchema, 'Label');
export type LabelView = z.output<typeof labelViewSchema>;
