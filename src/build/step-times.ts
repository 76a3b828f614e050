// Wall and CPU time of each post-build step (decision 196, 244): one line on stderr as each step ends (a build
// stopped half-way still says where its time went), and all of them in one line at the end of onPostBuild. CPU time
// is the process's (main thread and the thread pool, where zlib and resvg work): less sensitive to a busy machine
// than the wall time, and above it when a step keeps both cores busy.

export type StepTimes = {
  /** Runs a step and notes its wall and CPU time under `label`. */
  time<T>(label: string, step: () => Promise<T>): Promise<T>;
  /** "label 1.2 s (CPU 2.0 s), other 0.3 s (CPU 0.3 s)" in the order the steps ran. */
  summary(): string;
};

export type StepClock = {
  /** Wall clock, ms. */
  now: () => number;
  /** CPU time the process has used, ms. */
  cpu: () => number;
  /** Where each step's line goes as it ends. */
  log: (line: string) => void;
};

const processCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const defaultClock: StepClock = {
  now: () => performance.now(),
  cpu: processCpuMs,
  log: (line) => process.stderr.write(`${line}\n`),
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function stepTimes(clock: Partial<StepClock> = {}): StepTimes {
  const { now, cpu, log } = { ...defaultClock, ...clock };
  const times: string[] = [];
  return {
    async time(label, step) {
      const started = now();
      const cpuStarted = cpu();
      let failed = true;
      try {
        const result = await step();
        failed = false;
        return result;
      } finally {
        const entry = `${label} ${seconds(now() - started)} (CPU ${seconds(cpu() - cpuStarted)})`;
        times.push(entry);
        log(`post-build step: ${entry}${failed ? ", failed" : ""}`);
      }
    },
    summary: () => times.join(", "),
  };
}
