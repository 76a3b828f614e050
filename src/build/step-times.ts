// Wall time of each post-build step, reported in one line at the end of onPostBuild (decision 196): what an
// incremental build still pays, step by step, read from the build's log.

export type StepTimes = {
  /** Runs a step and notes its wall time under `label`. */
  time<T>(label: string, step: () => Promise<T>): Promise<T>;
  /** "label 1.2 s, other 0.3 s" in the order the steps ran. */
  summary(): string;
};

export function stepTimes(now: () => number = () => performance.now()): StepTimes {
  const times: Array<[string, number]> = [];
  return {
    async time(label, step) {
      const started = now();
      try {
        return await step();
      } finally {
        times.push([label, now() - started]);
      }
    },
    summary: () => times.map(([label, ms]) => `${label} ${(ms / 1000).toFixed(1)} s`).join(", "),
  };
}
