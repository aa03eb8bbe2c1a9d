/** A one-line progress bar on stderr (redrawn in place on a terminal, a line per tenth otherwise). */
export const progressBar = (label: string) => {
  let lastTenth = -1;
  const started = performance.now();
  return {
    update(done: number, total: number) {
      const ratio = total === 0 ? 1 : Math.min(1, done / total);
      const width = 30;
      const filled = Math.round(ratio * width);
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      const line = `${label.padEnd(10)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(Math.round(ratio * 100)).padStart(3)}% ${done}/${total} ${seconds}s`;
      if (process.stderr.isTTY) {
        process.stderr.write(`\r${line}`);
      } else if (Math.floor(ratio * 10) !== lastTenth) {
        lastTenth = Math.floor(ratio * 10);
        process.stderr.write(`${line}\n`);
      }
    },
    done() {
      if (process.stderr.isTTY) process.stderr.write('\n');
    },
  };
};

/** Bars for the two phases of an import, in the shape `importCatalogue` reports progress. */
export const importProgress = () => {
  const bars = { records: progressBar('records'), indexes: progressBar('indexes') };
  let phase: keyof typeof bars | undefined;
  return {
    onProgress(next: keyof typeof bars, done: number, total: number) {
      if (phase && phase !== next) bars[phase].done();
      phase = next;
      bars[next].update(done, total);
    },
    done() {
      if (phase) bars[phase].done();
    },
  };
};
