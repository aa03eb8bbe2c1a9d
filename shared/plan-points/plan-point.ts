import type { StoredFile } from '../catalogue/stored-file.ts';

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
export const PERCENT_MIN = 0;
export const PERCENT_MAX = 100;
