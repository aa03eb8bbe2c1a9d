/**
 * The engagement's derived dates. The end is the start plus the duration in calendar months; the
 * renewal falls a notice period before the end. Both are computed in UTC, and a day that does not
 * exist in the target month is clamped to the month's last day (31 January + 1 month = 28 or 29
 * February), as contracts count months.
 */
const renewalNoticeMonths = 3;

/** A `<timestamp>` has a four-digit year: 0000 to 9999. */
const isRepresentable = (millis: number) => {
  const year = new Date(millis).getUTCFullYear();
  return year >= 0 && year <= 9999;
};

const addMonthsUtc = (millis: number, months: number): number => {
  const date = new Date(millis);
  const targetMonthIndex = date.getUTCMonth() + months;
  const lastDayOfTarget = new Date(Date.UTC(date.getUTCFullYear(), targetMonthIndex + 1, 0)).getUTCDate();
  const shifted = new Date(millis);
  shifted.setUTCDate(1);
  shifted.setUTCMonth(targetMonthIndex);
  shifted.setUTCDate(Math.min(date.getUTCDate(), lastDayOfTarget));
  return shifted.getTime();
};

interface EngagementDates {
  engagementEndAt: string | null;
  renewAt: string | null;
}

/**
 * `engagementStartAt` is an ISO string in UTC as stored. `undefined` when a derived date would fall
 * outside years 0000..9999; the caller reports it as a bad start date.
 */
export const engagementDates = (
  engagementStartAt: string | null,
  engagementDuration: number,
): EngagementDates | undefined => {
  if (engagementStartAt === null) return { engagementEndAt: null, renewAt: null };
  const end = addMonthsUtc(Date.parse(engagementStartAt), engagementDuration);
  const renew = addMonthsUtc(end, -renewalNoticeMonths);
  if (!isRepresentable(end) || !isRepresentable(renew)) return undefined;
  return { engagementEndAt: new Date(end).toISOString(), renewAt: new Date(renew).toISOString() };
};
