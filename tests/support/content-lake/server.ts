// A stand-in of Sanity's hosted API for the built studio in a browser test (decision 210), as the card simulator
// stands in for the card provider: one local server that serves the studio's build and answers the calls Sanity's
// client makes from it — the signed-in user, the project, its datasets, queries (GROQ over the seed), `doc`,
// `listen` (server-sent events), mutations and actions (the studio's edits and its publish). A publish writes the
// dataset out for the site's build and sends Sanity's signed webhook to the publish service (decision 171).
// Every request is logged, so that a call the studio starts making shows up as "not stood in".
import { createReadStream, existsSync, statSync } from "node:fs";
import { createSecureServer, type Http2SecureServer, type Http2ServerRequest as IncomingMessage, type Http2ServerResponse as ServerResponse } from "node:http2";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { draftId, LakeDataset, LakeError, publishedId, type LakeDocument, type Transaction } from "./dataset";
import { sendPublishWebhook, type WebhookTarget } from "./webhook";

/** The token a test puts in the studio's localStorage; any other bearer is refused. */
export const STAND_IN_TOKEN = "sk-content-lake-stand-in-editor";

export const STAND_IN_USER = {
  id: "p-stand-in-editor",
  name: "Stand-in Editor",
  email: "editor@studio.test",
  profileImage: null,
  role: "administrator",
  roles: [{ name: "administrator", title: "Administrator" }],
  provider: "sanity",
};

const EDITOR_GRANTS = [{ filter: '_id in path("**")', permissions: ["read", "create", "history", "update"] }];

export type ContentLakeOptions = {
  dataset: LakeDataset;
  projectId: string;
  datasetName: string;
  /** The studio's build (`sanity build`), served at the root with the app's fallback to index.html. */
  studioDir: string;
  /** Where each publish writes the dataset for the site's build, and the images it links beside it. */
  seedOut?: { dir: string; assetsDir: string };
  webhook?: WebhookTarget;
  /** TLS for HTTP/2: the studio keeps several listeners open, more than a browser's six HTTP/1.1 connections to one host. */
  tls: { key: string; cert: string };
};

export type LoggedRequest = { method: string; host: string; path: string; status: number };

export type ContentLake = {
  url: string;
  server: Http2SecureServer;
  requests: LoggedRequest[];
  /** Webhook deliveries: the document and the publish service's answer. */
  deliveries: Array<{ documentId: string; status: number }>;
  close(): Promise<void>;
};

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** GROQ parameters as the client sends them: `$name=<JSON>` in the query string. */
function paramsOf(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, value] of search) if (key.startsWith("$")) params[key.slice(1)] = JSON.parse(value);
  return params;
}

/** One listener event per changed document, in Sanity's shape (mendoza effects: the whole document, replaced). */
function mutationEvents(tx: Transaction, listenerName: string) {
  return tx.changes.map((change, index) => ({
    type: "mutation",
    eventId: `${tx.id}#${change.id}`,
    documentId: change.id,
    listenerName,
    transactionId: tx.id,
    transition: !change.before ? "appear" : !change.after ? "disappear" : "update",
    identity: STAND_IN_USER.id,
    mutations: tx.mutations,
    previousRev: change.before?._rev,
    resultRev: change.after?._rev ?? tx.id,
    timestamp: tx.at,
    visibility: "query",
    // mendoza's op 0 ("Value"): the result is this value.
    effects: { apply: [0, change.after ? stripRev(change.after) : null], revert: [0, change.before ? stripRev(change.before) : null] },
    result: change.after,
    transactionTotalEvents: tx.changes.length,
    transactionCurrentEvent: index + 1,
  }));
}

/**
 * groq-js has no `text::query()` (the studio's list search, with an empty query when no one searches): the stand-in
 * treats the text match as true, so a list shows all its documents and a typed search does not narrow it.
 */
export function searchlessQuery(query: string): string {
  return query.replace(/\[@, _id\] match text::query\(\$__query\)/g, "true");
}

function stripRev(doc: LakeDocument): Omit<LakeDocument, "_rev"> {
  const { _rev: _omitted, ...rest } = doc;
  return rest;
}

function serveStudio(res: ServerResponse, studioDir: string, pathname: string): void {
  let file = path.join(studioDir, path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, ""));
  if (!file.startsWith(studioDir) || !existsSync(file) || statSync(file).isDirectory()) file = path.join(studioDir, "index.html");
  res.writeHead(200, { "content-type": TYPES[path.extname(file)] ?? "application/octet-stream", "cache-control": "no-store" });
  createReadStream(file).pipe(res);
}

export async function startContentLake(options: ContentLakeOptions, port = 0): Promise<ContentLake> {
  const { dataset, projectId, datasetName } = options;
  const requests: LoggedRequest[] = [];
  const deliveries: ContentLake["deliveries"] = [];
  const streams = new Set<ServerResponse>();
  let listeners = 0;

  const afterPublish = async (tx: Transaction) => {
    if (options.seedOut) await dataset.writeSeed(options.seedOut.dir, options.seedOut.assetsDir);
    if (!options.webhook) return;
    for (const change of tx.changes.filter((c) => !c.id.startsWith("drafts."))) {
      const status = await sendPublishWebhook(options.webhook, {
        _id: change.id,
        _type: change.after?._type ?? change.before?._type ?? "",
        operation: change.before ? "update" : "create",
      });
      deliveries.push({ documentId: change.id, status });
    }
  };

  const api = async (req: IncomingMessage, res: ServerResponse, url: URL, host: string): Promise<void> => {
    const route = url.pathname.replace(/^\/v[\d-]+|^\/v1/, "");
    // The studio's check of the protocol (HTTP/2 or not) asks without a token.
    if (route === "/ping") return json(res, 200, { message: "PONG" });
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    if (process.env.LAKE_DEBUG) console.log("API", req.method, url.pathname + url.search.slice(0, 200), req.headers.authorization ?? "-", req.headers.accept);
    if (bearer !== STAND_IN_TOKEN) return json(res, 401, { statusCode: 401, error: "Unauthorized", message: "Session not found" });
    const data = `/data/`;
    if (route === "/users/me") return json(res, 200, STAND_IN_USER);
    if (route === `/projects/${projectId}` || (route === "/projects" && !host.startsWith(`${projectId}.`)))
      return json(res, 200, route === "/projects" ? [project(projectId)] : project(projectId));
    if (route === `/projects/${projectId}/datasets` || route === "/datasets") return json(res, 200, [{ name: datasetName, aclMode: "public" }]);
    if (route === `/projects/${projectId}/features` || route === "/features") return json(res, 200, []);
    // An editor's rights on every document (Sanity's "editor" role), for the dataset and the project.
    if (route === `/projects/${projectId}/datasets/${datasetName}/acl`) return json(res, 200, EDITOR_GRANTS);
    if (route === `/projects/${projectId}/grants`) return json(res, 200, {});
    // The studio's own bookkeeping (seen announcements, onboarding, telemetry consent): nothing stored, nothing to tell.
    if (route.startsWith("/users/me/keyvalue/")) return json(res, 200, [{ key: route.split("/").pop(), value: null }]);
    if (route.startsWith("/journey/")) return json(res, 200, route === "/journey/announcements" ? [] : {});
    if (route === "/intake/telemetry-status") return json(res, 200, { status: "denied" });
    if (route === `/projects/${projectId}/user-applications`) return json(res, 200, []);
    if (route.startsWith(`/schedules/${projectId}/`)) return json(res, 200, { schedules: [] });
    if (route === `${data}query/${datasetName}`) {
      const body = req.method === "POST" ? (JSON.parse(await readBody(req)) as { query: string; params?: Record<string, unknown> }) : null;
      const query = searchlessQuery(body?.query ?? url.searchParams.get("query") ?? "");
      const params = body?.params ?? paramsOf(url.searchParams);
      const started = Date.now();
      const result = await dataset.query(query, params, url.searchParams.get("perspective") ?? "raw");
      return json(res, 200, { query, result, ms: Date.now() - started });
    }
    if (route.startsWith(`${data}doc/${datasetName}/`)) {
      const ids = decodeURIComponent(route.slice(`${data}doc/${datasetName}/`.length)).split(",");
      const found = ids.map((id) => dataset.get(id)).filter((d): d is LakeDocument => Boolean(d));
      return json(res, 200, { documents: found, omitted: ids.filter((id) => !dataset.get(id)).map((id) => ({ id, reason: "existence" })) });
    }
    if (route === `${data}listen/${datasetName}`) return listen(res, url);
    if (route === `${data}mutate/${datasetName}` && req.method === "POST") {
      const body = JSON.parse(await readBody(req)) as { mutations: Array<Record<string, unknown>>; transactionId?: string };
      const tx = dataset.mutate(body.mutations, body.transactionId);
      return json(res, 200, {
        transactionId: tx.id,
        results: tx.changes.map((c) => ({ id: c.id, operation: c.after ? (c.before ? "update" : "create") : "delete" })),
      });
    }
    if (route === `${data}actions/${datasetName}` && req.method === "POST") {
      const body = await readBody(req);
      if (process.env.LAKE_DEBUG) console.log("ACTIONS", body.slice(0, 1500));
      return actions(res, JSON.parse(body));
    }
    return json(res, 404, { statusCode: 404, error: "Not Found", message: `The stand-in does not answer ${req.method} ${route}` });
  };

  const actions = async (res: ServerResponse, body: { actions: Array<Record<string, unknown>>; transactionId?: string }) => {
    let last: Transaction | undefined;
    for (const action of body.actions) {
      const kind = String(action.actionType);
      if (kind === "sanity.action.document.publish") {
        last = dataset.publish(String(action.draftId), String(action.publishedId), body.transactionId);
        await afterPublish(last);
      } else if (kind === "sanity.action.document.edit") {
        // An edit of a document with no draft starts the draft from the published document (Sanity's Actions API).
        const draft = String(action.draftId);
        const published = dataset.get(publishedId(String(action.publishedId ?? draft)));
        const start = !dataset.get(draft) && published ? [{ createIfNotExists: { ...published, _id: draft } }] : [];
        last = dataset.mutate([...start, { patch: { ...(action.patch as object), id: draft } }], body.transactionId);
      } else if (kind === "sanity.action.document.create") {
        const attributes = action.attributes as Record<string, unknown>;
        last = dataset.mutate([{ createIfNotExists: { ...attributes, _id: String(action.draftId ?? attributes._id) } }], body.transactionId);
      } else if (kind === "sanity.action.document.discard") {
        last = dataset.mutate([{ delete: { id: draftId(String(action.draftId)) } }], body.transactionId);
      } else if (kind === "sanity.action.document.unpublish") {
        const published = dataset.get(publishedId(String(action.publishedId)));
        last = dataset.mutate(
          [...(published ? [{ createIfNotExists: { ...published, _id: draftId(published._id) } }] : []), { delete: { id: String(action.publishedId) } }],
          body.transactionId,
        );
        await afterPublish(last);
      } else {
        return json(res, 400, { statusCode: 400, error: "Bad Request", message: `The stand-in does not perform ${kind}` });
      }
    }
    return json(res, 200, { transactionId: last?.id });
  };

  const listen = (res: ServerResponse, url: URL) => {
    listeners += 1;
    const listenerName = `stand-in-listener-${listeners}`;
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    const send = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    send("welcome", { listenerName });
    const query = url.searchParams.get("query") ?? "*";
    const params = paramsOf(url.searchParams);
    const unsubscribe = dataset.subscribe((tx) => {
      void (async () => {
        for (const event of mutationEvents(tx, listenerName)) {
          // Only the documents the listener's filter matches (before or after the change).
          const docs = [event.result, tx.changes.find((c) => c.id === event.documentId)?.before].filter(Boolean);
          const matches = await Promise.all(
            docs.map(async (doc) => ((await new LakeDataset([doc as LakeDocument]).query(query, params)) as unknown[]).length > 0),
          );
          if (!matches.includes(true)) continue;
          const { result, ...rest } = event;
          send("mutation", url.searchParams.get("includeResult") === "false" ? rest : { ...rest, result });
        }
      })();
    });
    const keepAlive = setInterval(() => res.write(": keep-alive\n\n"), 15_000);
    streams.add(res);
    res.on("close", () => {
      unsubscribe();
      clearInterval(keepAlive);
      streams.delete(res);
    });
  };

  const server = createSecureServer({ ...options.tls, allowHTTP1: true }, (req, res) => {
    const host = req.headers[":authority"] ?? req.headers.host ?? "";
    const url = new URL(req.url ?? "/", `https://${host}`);
    const origin = req.headers.origin;
    // The studio's page and the API are different origins (the project's subdomain): CORS as Sanity answers it.
    if (origin) {
      res.setHeader("access-control-allow-origin", origin);
      res.setHeader("access-control-allow-credentials", "true");
      res.setHeader("access-control-allow-headers", req.headers["access-control-request-headers"] ?? "authorization, content-type");
      res.setHeader("access-control-allow-methods", "GET, POST, PUT, PATCH, DELETE, OPTIONS");
    }
    res.on("finish", () => requests.push({ method: req.method ?? "GET", host, path: url.pathname, status: res.statusCode }));
    if (req.method === "OPTIONS") {
      res.writeHead(204);
      res.end();
      return;
    }
    if (!/^\/v(\d{4}-\d{2}-\d{2}|\d+)\//.test(url.pathname)) return serveStudio(res, options.studioDir, url.pathname);
    api(req, res, url, host).catch((error: unknown) => {
      if (res.headersSent) return;
      const status = error instanceof LakeError ? error.status : 400;
      if (process.env.LAKE_DEBUG) console.log("ERR", url.pathname, url.search.slice(0, 300), error);
      json(res, status, { statusCode: status, error: "Error", message: error instanceof Error ? error.message : String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "localhost", resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `https://localhost:${bound}`,
    server,
    requests,
    deliveries,
    close: () =>
      new Promise((resolve) => {
        for (const stream of streams) stream.end();
        server.close(() => resolve());
      }),
  };
}

function project(projectId: string) {
  return {
    id: projectId,
    displayName: "Hostward (stand-in)",
    studioHost: null,
    isBlocked: false,
    isDisabled: false,
    isDisabledByUser: false,
    metadata: {},
    organizationId: null,
    members: [{ id: STAND_IN_USER.id, role: "administrator", roles: STAND_IN_USER.roles, isCurrentUser: true, isRobot: false }],
    features: [],
  };
}
