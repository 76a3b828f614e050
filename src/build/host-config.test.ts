import { apiProxyRewrites, headersFile, nginxSnippet } from "./host-config";
import { rewritesFor } from "./hosting-files";
import { securityHeaders } from "./security-headers";
import { API_SECURITY_HEADERS } from "../lib/api-security-headers";
import { TICKET_REPLY_BODY_LIMIT } from "../../sandbox/tickets/tickets";

// The pages Gatsby lists after onCreatePage (as in match-paths.test.ts): client-only apps and 404 pages.
const built = [
  { path: "/", matchPath: null },
  { path: "/404/", matchPath: null },
  { path: "/404.html", matchPath: null },
  { path: "/ru/404/", matchPath: null },
  { path: "/my/[...]/", matchPath: "/my/*" },
  { path: "/ru/my/[...]/", matchPath: "/ru/my/*" },
  { path: "/checkout/[...]/", matchPath: "/checkout/*" },
  { path: "/ru/checkout/[...]/", matchPath: "/ru/checkout/*" },
  { path: "/auth/signup/[...]/", matchPath: "/auth/signup/*" },
];
const options = { cardScriptOrigin: "https://pay.example.com" };
const conf = nginxSnippet(rewritesFor(built), options);

type Location = { modifier: "" | "^~" | "=" | "~" | "~*"; pattern: string; body: string };

/** The top-level `location` blocks of the snippet (one level deep, as the generator writes them). */
function locations(text: string): Location[] {
  const found: Location[] = [];
  const re = /^location (?:(\^~|=|~\*|~) )?("[^"]+"|\S+) \{([^}]*)\}/gm;
  for (const m of text.matchAll(re)) found.push({ modifier: (m[1] ?? "") as Location["modifier"], pattern: m[2]!.replace(/^"(.*)"$/, "$1"), body: m[3]! });
  return found;
}

/**
 * nginx's choice of location for a URI (ngx_http_core_module docs): an exact match wins; else the
 * longest matching prefix is remembered and, if it has `^~`, used; else the regular expressions are
 * tried in order and the first match wins; else the remembered prefix.
 */
function nginxLocation(uri: string, all: Location[]): Location | undefined {
  const exact = all.find((l) => l.modifier === "=" && l.pattern === uri);
  if (exact) return exact;
  const prefixes = all
    .filter((l) => (l.modifier === "" || l.modifier === "^~") && uri.startsWith(l.pattern))
    .sort((a, b) => b.pattern.length - a.pattern.length);
  const longest = prefixes[0];
  if (longest?.modifier === "^~") return longest;
  const regex = all.find((l) => (l.modifier === "~" || l.modifier === "~*") && new RegExp(l.pattern, l.modifier === "~*" ? "i" : "").test(uri));
  return regex ?? longest;
}

const at = (uri: string) => {
  const location = nginxLocation(uri, locations(conf));
  if (!location) throw new Error(`no location for ${uri}`);
  return location;
};

describe("nginx snippet: request bodies", () => {
  it("lets a ticket reply with its files through to the API (decision 107)", () => {
    const size = /client_max_body_size (\d+)m;/.exec(at("/my/api/tickets/7/messages/").body);
    expect(size).not.toBeNull();
    expect(Number(size![1]) * 1024 * 1024).toBeGreaterThanOrEqual(TICKET_REPLY_BODY_LIMIT);
  });
});

describe("nginx snippet: which location answers a path", () => {
  it.each(["/my/api/config/", "/my/api/graphql/", "/auth/_allauth/browser/v1/auth/session", "/auth/accounts/google/login/callback/"])(
    "%s goes to the hosting API, not to the account app's page",
    (uri) => {
      const { body } = at(uri);
      expect(body).toContain("proxy_pass $hosting_api_upstream;");
      expect(body).not.toContain("try_files");
    },
  );

  it("upgrades the realtime socket on /my/api/ws/", () => {
    const { body } = at("/my/api/ws/");
    expect(body).toContain("proxy_set_header Upgrade $http_upgrade;");
    expect(body).toContain('proxy_set_header Connection "upgrade";');
    expect(body).toMatch(/proxy_read_timeout \d+h;/);
  });

  it.each([
    ["/my/finance/", "/my/[...]/index.html"],
    ["/ru/my/orders/5/", "/ru/my/[...]/index.html"],
    ["/auth/signup/confirm/", "/auth/signup/[...]/index.html"],
    ["/checkout/pay/abc/", "/checkout/[...]/index.html"],
    ["/checkout/", "/checkout/[...]/index.html"],
    ["/my/", "/my/[...]/index.html"],
    ["/ru/checkout/vps/", "/ru/checkout/[...]/index.html"],
  ])("%s answers the client-only app %s (200)", (uri, page) => {
    expect(at(uri).body).toContain(`try_files ${page} =404;`);
  });

  it.each([
    ["/ru/no-such-page/", "error_page 404 /ru/404/index.html;"],
    ["/help/no-such-article/", "try_files $uri $uri/ =404;"],
  ])("%s is a static miss answering its language's not-found page", (uri, line) => {
    expect(at(uri).body).toContain(line);
  });

  it("caches hashed assets for a year and page data never", () => {
    expect(at("/app-0123456789abcdef0123.js").body).toContain("max-age=31536000, immutable");
    expect(at("/styles.6f86147abe9f33df9103.css").body).toContain("max-age=31536000, immutable");
    expect(at("/static/logo-abc.svg").body).toContain("immutable");
    expect(at("/_islands/boot-5QHB5TRU.js").body).toContain("max-age=31536000, immutable");
    expect(at("/_account/early-0123456789abcdef.js").body).toContain("max-age=31536000, immutable");
    expect(at("/page-data/help/page-data.json").body).toContain("max-age=0, must-revalidate");
    expect(at("/help/").body).toContain("max-age=0, must-revalidate");
  });

  it("does not serve the static host's rule files", () => {
    expect(at("/_redirects").body).toContain("return 404;");
    expect(at("/_headers").body).toContain("return 404;");
  });
});

describe("nginx snippet: headers and proxying", () => {
  it("sends every security header from every site location, the card script's origin on payment pages only", () => {
    for (const uri of ["/", "/help/", "/ru/vpn/", "/my/", "/static/x.svg", "/app-0123456789abcdef0123.js", "/page-data/x.json", "/auth/signup/x/"]) {
      for (const [name, value] of Object.entries(securityHeaders("/", options)))
        expect(at(uri).body).toContain(`add_header ${name} "${value.replace(/"/g, '\\"')}" always;`);
    }
    expect(at("/checkout/pay/1/").body).toContain("https://pay.example.com");
    expect(at("/ru/checkout/").body).toContain("https://pay.example.com");
    expect(at("/my/").body).not.toContain("https://pay.example.com");
  });

  it("sets X-Forwarded-For to the connecting address instead of appending what the client sent", () => {
    for (const uri of ["/my/api/contact/", "/my/api/ws/", "/auth/_allauth/x"]) {
      const { body } = at(uri);
      expect(body).toContain("proxy_set_header X-Forwarded-For $remote_addr;");
      expect(body).toContain("proxy_set_header X-Forwarded-Host $http_host;");
      expect(body).toContain("proxy_set_header X-Forwarded-Proto $scheme;");
    }
    expect(conf).not.toContain("$proxy_add_x_forwarded_for");
  });

  it("answers only its own server_name: any other Host is refused before a location or the API sees it (issue 39)", () => {
    const head = conf.split(/^location /m)[0]!;
    expect(head).toMatch(/^if \(\$host != \$server_name\) \{ return 421; \}$/m);
  });

  it("sends the site's headers on nginx's own pages before a location, the API's on every API answer and its 413/502 (issue 39)", () => {
    const head = conf.split(/^location /m)[0]!;
    for (const [name, value] of Object.entries(securityHeaders("/", options)))
      expect(head).toContain(`add_header ${name} "${value.replace(/"/g, '\\"')}" always;`);
    for (const uri of ["/my/api/contact/", "/my/api/ws/", "/auth/_allauth/x", "/auth/accounts/google/login/callback/"]) {
      for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) {
        expect(at(uri).body).toContain(`proxy_hide_header ${name};`);
        expect(at(uri).body).toContain(`add_header ${name} "${value}" always;`);
      }
    }
  });

  it("serves the build's .gz files and says why there is no brotli", () => {
    expect(conf).toMatch(/^gzip_static on;$/m);
    expect(conf).toMatch(/^gzip off;$/m);
    expect(conf).toMatch(/nginx-light has no brotli module/);
  });
});

describe("static host files", () => {
  it("proxies the hosting API's paths to the configured origin", () => {
    expect(apiProxyRewrites("https://api.example.com/")).toEqual([
      { from: "/my/api/*", to: "https://api.example.com/my/api/:splat", status: 200 },
      { from: "/auth/_allauth/*", to: "https://api.example.com/auth/_allauth/:splat", status: 200 },
      { from: "/auth/accounts/*", to: "https://api.example.com/auth/accounts/:splat", status: 200 },
    ]);
  });

  it("puts the payment pages' policy after the site-wide one, so that it replaces it there", () => {
    const text = headersFile(options);
    expect(text.indexOf("\n/checkout/*\n")).toBeGreaterThan(text.indexOf("/*\n"));
    expect(text.split("\n/checkout/*\n")[1]!.split("\n\n")[0]).toContain("https://pay.example.com");
  });
});
