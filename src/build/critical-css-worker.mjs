// One worker thread of the critical-CSS step (critical-css-workers.ts, decision 255): Beasties built from the
// options the main thread sends, processing the pages it is given one message at a time, in its own thread.
// Plain JavaScript so that Node loads it as it is, from Gatsby's compiled gatsby-node, tsx and Jest alike.
import { parentPort, workerData } from "node:worker_threads";

const mod = await import("beasties");
const Beasties = "default" in mod ? mod.default : mod;
const beasties = new Beasties(workerData.options);

parentPort.on("message", async ({ id, html }) => {
  try {
    parentPort.postMessage({ id, out: await beasties.process(html) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
