// The fast path's second rendering process (decision 253, render-pages.ts): started by the fast path's process with
//   node --import tsx render-child.ts <project dir> <live build dir> <work dir>
// loads the live build's renderer once, says it is ready, then renders the batches of pages it is sent into the new
// build and sends back what each wrote, until told to end. Its environment is set by its parent (NODE_ENV=production
// before React loads, as Gatsby's HTML workers run).
import type { FromChild, RenderedPage, ToChild } from "./render-pages";

const send = (message: FromChild) =>
  new Promise<void>((resolve, reject) => process.send!(message, undefined, undefined, (error) => (error ? reject(error) : resolve())));

async function main() {
  const [projectDir, liveDir, workDir] = process.argv.slice(2);
  if (!projectDir || !liveDir || !workDir || !process.send) throw new Error("usage: forked with <project dir> <live dir> <work dir>");
  // The parent gone (it failed, or finished without needing this process): nothing is left to do.
  process.on("disconnect", () => process.exit(0));
  const { pageRendererFor } = await import("./render-pages");
  const renderPage = await pageRendererFor(projectDir, liveDir, workDir);
  let queue = Promise.resolve();
  process.on("message", (message: ToChild) => {
    queue = queue
      .then(async () => {
        if ("end" in message) {
          process.disconnect();
          return;
        }
        // The batch's files are written while the next batch renders; it is reported once they all are.
        const written: Array<Promise<{ at: number; page: RenderedPage }>> = [];
        for (const { at, job } of message.jobs) {
          const page = await renderPage(job, message.newDir);
          const reported = page.written.then((rendered) => ({ at, page: rendered }));
          // Awaited with the batch's others below; a failure meanwhile must not be an unhandled rejection.
          reported.catch(() => undefined);
          written.push(reported);
        }
        void Promise.all(written)
          .then((done) => send({ done }))
          .catch(fail);
      })
      .catch(fail);
  });
  await send({ ready: true });
}

function fail(error: unknown) {
  const { name, message, stack } = error instanceof Error ? error : new Error(String(error));
  if (process.connected) process.send!({ error: { name, message, stack } } satisfies FromChild, undefined, undefined, () => process.exit(1));
  else process.exit(1);
}

main().catch(fail);
