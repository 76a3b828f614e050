// A jsdom test environment that can also run the sandbox in-process (feature tests of screens against it):
// jsdom's window lacks Node's globals the sandbox and its dependencies use (TextDecoder, setImmediate, fetch…),
// so the Node ones are lent to it. Use with `/** @jest-environment ./sandbox/testing/jsdom-sandbox-environment.cjs */`.
const { TestEnvironment } = require("jest-environment-jsdom");

const LENT = [
  "TextEncoder",
  "TextDecoder",
  "setImmediate",
  "setTimeout",
  "clearTimeout",
  "setInterval",
  "clearInterval",
  "clearImmediate",
  "fetch",
  "Request",
  "Response",
  "Headers",
  "FormData",
  "ReadableStream",
  "WritableStream",
  "TransformStream",
  "structuredClone",
  "BroadcastChannel",
  "MessageChannel",
  "MessagePort",
  "Blob",
  "File",
  "performance",
  "AbortController",
  "AbortSignal",
  "crypto",
];

class JsdomSandboxEnvironment extends TestEnvironment {
  // Node's builds of the packages (ws's server, not its browser stub), as the sandbox runs in Node.
  exportConditions() {
    return ["node", "node-addons"];
  }

  async setup() {
    await super.setup();
    for (const name of LENT) if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomSandboxEnvironment;
