/**
 * Plans are floor plans of an audited site; an anomaly found on the site is pinned on one of its
 * plans by a point, placed in percent of the plan's width and height so that it stays put
 * whatever size the plan is drawn at.
 */
export interface Plan {
  id: string;
  organizationId: string;
  siteId: string;
  name: string;
  createdAt: string;
  updatedAt: string;
}

export interface Anomaly {
  id: string;
  organizationId: string;
  siteId: string;
  ref: string;
  title: string;
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
  updatedByUserId: string;
}

/** A point sits on the plan: its edges included, nothing beyond them. */
export const PERCENT_MIN = 0;
export const PERCENT_MAX = 100;
