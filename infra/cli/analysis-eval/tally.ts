import { type MeasureName, type Measures, measureNames, type Ratio } from './measures.ts';

export const emptyMeasures = (): Measures =>
  Object.fromEntries(measureNames.map((name) => [name, { right: 0, total: 0 }])) as Measures;

export const addRatio = (sum: Ratio, ratio: Ratio): void => {
  sum.right += ratio.right;
  sum.total += ratio.total;
};

export const addMeasures = (sum: Measures, measures: Measures): void => {
  for (const name of measureNames) addRatio(sum[name], measures[name]);
};

export const percent = ({ right, total }: Ratio): string =>
  total === 0 ? '—' : `${((100 * right) / total).toFixed(1)} %`;

const cell = (name: MeasureName, ratio: Ratio): string =>
  `${name} ${ratio.total === 0 ? '—' : `${ratio.right}/${ratio.total}`}`.padEnd(name.length + 9);

/** One line of counts per report, family or set: "recall 3/8  precision 3/5 …". */
export const countsLine = (measures: Measures): string =>
  measureNames.map((name) => cell(name, measures[name])).join(' ');

/** One line of percentages: "recall 37.5 %  precision 60.0 % …". */
export const percentLine = (measures: Measures): string =>
  measureNames.map((name) => `${name} ${percent(measures[name])}`.padEnd(name.length + 10)).join(' ');

/** The lowest of the five measures, what `--min` checks. */
export const lowestMeasure = (measures: Measures): number =>
  Math.min(
    ...measureNames
      .map((name) => measures[name])
      .filter((ratio) => ratio.total > 0)
      .map(({ right, total }) => right / total),
  );
