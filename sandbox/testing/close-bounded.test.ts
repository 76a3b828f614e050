import { connect } from "node:net";
import { startSandbox } from "./session-client";

// A CI run's unit step once waited until CI's time ran out: a feature test's sandbox never finished closing,
// because a connection stayed open. The test sandbox's close now cuts what is left after a grace period.
it("closes even when a client left a request half sent", async () => {
  const sb = await startSandbox();
  const { port } = new URL(sb.url);
  const socket = connect(Number(port), "127.0.0.1");
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  // Headers without their end: the server waits for the rest, and app.close() alone would wait for ever.
  socket.write("GET /my/api/ HTTP/1.1\r\nHost: x\r\n");
  const ended = new Promise<string>((resolve) => socket.once("close", () => resolve("cut")));
  const writes: string[] = [];
  const write = jest.spyOn(process.stderr, "write").mockImplementation((chunk) => {
    writes.push(String(chunk));
    return true;
  });
  try {
    await sb.close();
  } finally {
    write.mockRestore();
  }
  expect(await ended).toBe("cut");
  expect(writes.join("")).toMatch(/^test sandbox: still open 1500 ms after close \(websockets: 0; connections: 1; requests: none\); cutting its connections/);
});
