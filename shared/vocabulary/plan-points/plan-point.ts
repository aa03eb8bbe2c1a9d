import * as z from 'zod/mini';
import type { StoredFile } from '#shared/vocabulary/catalogue/stored-file.ts';

/**
 * Plans are floor plans of a unit (catalogue-format.md, "plans"); an anomaly of the unit is pinned
 * on one of its plans by a point, placed in percent of the plan's width and height so that it
 * stays put whatever size the plan is drawn at. The anomaly is the catalogue's record.
 */
export interface Plan {
  id: string;
  organizationId: string;
  /** The unit the plan draws. */
  unitId: string;
  name: string;
  file: StoredFile | null;
  createdAt: string;
  updatedAt: string;
}

export interface PlanPoint {
  id: string;
  organizationId: string;
  anomalyId: string;
  planId: string;
  /** 0 is the plan's left edge, 100 its right edge. */
  xPercent: number;
  /** 0 is the plan's top edge, 100 its bottom edge. */
  yPercent: number;
  /** Grows by one with every move. */
  version: number;
  createdAt: string;
  updatedAt: string;
  /** null when the point came from a catalogue import. */
  updatedByUserId: string | null;
}

/** A point sits on the plan: its edges included, nothing beyond them. */
const PERCENT_MIN = 0;
const PERCENT_MAX = 100;

/**
 * Decimal places a position keeps: a millionth of a percent is a thousandth of a pixel on a plan
 * 100,000 pixels wide, far below anything drawn. DynamoDB's numbers stop at 1e-130, so a position
 * is rounded before it is stored (1e-200 is stored as 0); what is read back is what was stored.
 */
const PERCENT_DECIMALS = 6;

const percentScale = 10 ** PERCENT_DECIMALS;

/** A position on the plan, in percent, rounded to the precision a point keeps. */
export const planPercent = z
  .pipe(
    z.number().check(z.minimum(PERCENT_MIN), z.maximum(PERCENT_MAX)),
    z.transform((value: number) => Math.round(value * percentScale) / percentScale),
  )
  .check(
    z.describe(
      `percent of the plan's width or height, ${PERCENT_MIN}..${PERCENT_MAX}; kept to ${PERCENT_DECIMALS} decimal places`,
    ),
  );
