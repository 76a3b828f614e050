// PUBLISH_INITIAL_BUILD (decision 230): the publish service starts with no live build and a build already made (the
// project's public/ after `npm run build`): it becomes the first live build, with the record of the content it was
// made from (read now: whoever sets the variable vouches that the build is of the content as it is), so the first
// publish can take the fast path instead of a whole build.
import { spawn } from "node:child_process";
import path from "node:path";
import { buildId, type SiteSlots } from "./site-slots";
import { recordFileOf } from "./fast-runner";

const BOUND_MS = 180_000;

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ["ignore", "ignore", "pipe"] });
    let error = "";
    child.stderr.on("data", (chunk: Buffer) => (error = (error + chunk.toString()).slice(-4000)));
    const timer = setTimeout(() => child.kill("SIGKILL"), BOUND_MS);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(command)} ${args.join(" ")}: exit ${code}: ${error.trim()}`));
    });
  });
}

/** Copies `fromDir` into a new build folder (a copy: Gatsby writes into public/ in place), records it and makes it live. */
export async function adoptBuild(fromDir: string, slots: SiteSlots, buildsDir: string, projectDir: string): Promise<string> {
  const id = buildId(new Date(), 0);
  const dir = await slots.prepare(id);
  await run("cp", ["-a", `${path.resolve(fromDir)}/.`, `${dir}/`], projectDir);
  await run(
    path.join(projectDir, "node_modules", ".bin", "tsx"),
    ["scripts/publish/fast-publish-main.ts", "--record", recordFileOf(buildsDir, id)],
    projectDir,
  );
  await slots.install(id);
  return id;
}
