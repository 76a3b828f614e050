// Serving a site whose folder is a symbolic link the publish service switches (decision 171): the link is read once
// per request and the file is sent from the folder it named then, so one response never mixes two builds (a server
// that stats a file through the link and opens it a moment later could straddle a switch).
import { lstatSync } from "node:fs";
import { realpath } from "node:fs/promises";
import type { FastifyInstance } from "fastify";

export function isLinkedSite(publicDir: string): boolean {
  return lstatSync(publicDir).isSymbolicLink();
}

/** The build folder the link names now. */
export const liveRoot = (link: string): Promise<string> => realpath(link);

/** GET and HEAD of every path, from the build the link names when the request arrives (needs @fastify/static with `serve: false`). */
export function serveLinkedSite(app: FastifyInstance, link: string): void {
  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    handler: async (request, reply) => {
      const pathname = decodeURIComponent(new URL(request.url, "http://x").pathname);
      return reply.sendFile(pathname, await liveRoot(link));
    },
  });
}
