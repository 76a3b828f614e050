import { gatsbyBin, run } from "../tests/build/run";

// The bench runs project commands the way the build tests do: on this Node, output collected.
export { run };

export const gatsby = (args: string[], env: NodeJS.ProcessEnv = {}) => run([gatsbyBin, ...args], env);
