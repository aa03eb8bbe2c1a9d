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

/** The bar of an import's writes, in the shape `importCatalogue` reports progress. */
export const importProgress = () => {
  const bar = progressBar('records');
  return {
    onProgress(_phase: 'records', done: number, total: number) {
      bar.update(done, total);
    },
    done() {
      bar.done();
    },
  };
};
