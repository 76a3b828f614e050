/** What the browser tests' nginx needs to know (scripts/nginx-e2e.ts fills it in). */
export type NginxHostOptions = {
  /** Port nginx listens on (loopback only). */
  port: number;
  /** The site server (`npm run serve`) the API paths go to, as the hosting API would be. */
  upstream: string;
  /** The built site (public/), the server's root. */
  publicDir: string;
  /** The generated snippet (deploy/nginx-site.conf), included unchanged. */
  siteConf: string;
  /** A writable folder for nginx's pid, logs and temporary files. */
  workDir: string;
  /** Debian's mime.types. */
  mimeTypes?: string;
  /** Also listen on [::1] (when the machine has IPv6 loopback). */
  ipv6?: boolean;
  /** `user` for the workers when nginx starts as root (they must read the worktree). */
  user?: string;
};

/**
 * A whole nginx.conf around the generated snippet, for an nginx run as an ordinary process
 * (`nginx -c <file> -p <dir>`): everything it writes stays in `workDir`. The one addition to the
 * snippet is `/sandbox/`, the sandbox's stand-ins for third parties (card page, crypto network,
 * tester controls), which in production are other origins and not in the site's config.
 */
export function nginxTestConfig(o: NginxHostOptions): string {
  const dir = o.workDir.replace(/\/$/, "");
  const listen = [`    listen 127.0.0.1:${o.port};`, ...(o.ipv6 ? [`    listen [::1]:${o.port};`] : [])];
  return [
    ...(o.user ? [`user ${o.user};`] : []),
    "worker_processes 1;",
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    "events { worker_connections 1024; }",
    "http {",
    `  include ${o.mimeTypes ?? "/etc/nginx/mime.types"};`,
    "  types { application/manifest+json webmanifest; }",
    "  default_type application/octet-stream;",
    `  access_log ${dir}/access.log;`,
    "  sendfile on;",
    `  client_body_temp_path ${dir}/client_body;`,
    `  proxy_temp_path ${dir}/proxy;`,
    `  fastcgi_temp_path ${dir}/fastcgi;`,
    `  uwsgi_temp_path ${dir}/uwsgi;`,
    `  scgi_temp_path ${dir}/scgi;`,
    "  server {",
    ...listen,
    "    server_name localhost;",
    `    root ${o.publicDir};`,
    `    set $hosting_api_upstream ${o.upstream};`,
    `    include ${o.siteConf};`,
    "    # Test only: the sandbox's third-party stand-ins, on the same origin as in `npm start`.",
    "    location ^~ /sandbox/ {",
    "      proxy_pass $hosting_api_upstream;",
    "      proxy_http_version 1.1;",
    "      proxy_set_header Host $http_host;",
    "      proxy_set_header X-Forwarded-For $remote_addr;",
    "      proxy_set_header X-Forwarded-Proto $scheme;",
    "      proxy_set_header X-Forwarded-Host $http_host;",
    "    }",
    "  }",
    "}",
    "",
  ].join("\n");
}
