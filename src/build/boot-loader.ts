import { createHash } from "node:crypto";

// The one inline script a built page carries (the Content-Security-Policy allows exactly this text by its
// hash, nothing else). It sets Gatsby's page path from its data attributes and, once the page has painted
// its content, adds the shared boot file (chunk map, compilation hash) and Gatsby's chunks in order.
//
// Why after the first contentful paint: with the chunks in the HTML (even `defer`), they arrived and ran
// before the first frame on a fast connection, and Lighthouse's simulated mobile LCP then counted their
// download (about 120 KB, 0.6-0.9 s throttled) into every page's LCP. The page is complete HTML without
// them; they only hydrate it. A hidden tab or a browser without paint timing loads them at once, and a
// page that never reports a paint loads them after 1.5 s. A page whose body is an empty shell has nothing to
// paint first: it loads them at once (the auth screens were such pages until decision 144 gave them a frame).
//
// Static content pages (decision 128) use the same loader with `data-module`: `data-src` is the islands'
// boot module (added as a module script), `data-chunks` its static imports (added as modulepreload links
// beside it) and `data-css` the full stylesheets (linked once the page has painted with its inlined
// critical CSS; a `<noscript>` link serves a visitor without script). The page path is Gatsby's only.
// Decision 133: on a static page the full sheets are linked with `media="not all"` (fetched and parsed, not
// applied: the boot applies them on the first interaction, full-styles.ts), and a click on a menu, tab or
// island trigger (not a link or a field) or ArrowUp/ArrowDown on one, made before the boot runs, is held in
// `window.__held`; the boot replays it once its listeners are in place (boot.ts).
// Decision 258: each link or script is added in a task of its own, in the same order (a MessageChannel
// message, which a hidden tab does not throttle; a timer without one). Adding the three of a static page in
// one task made a long task after the first paint on a slow phone (Chromium's resource request costs a few
// milliseconds each, ×6 on the bench's slow CPU): the last part of a long content page's blocking time.
// The client apps' pages (account, checkout, auth screens: Gatsby's runtime) paint their header before React
// runs, so a click on its menu button or product menu then did nothing. Decision 149: such a click is held
// in `window.__heldApp` (by which control it was, since the auth screens' frame is replaced, not hydrated)
// and replayed on the live header once React has rendered (held-header-clicks.ts, gatsby-browser).
export const BOOT_LOADER =
  '(function(){var d=document,s=d.currentScript,w=window,P=w.PerformanceObserver,done=0,m=s.hasAttribute("data-module");' +
  'function a(n){return(s.getAttribute(n)||"").split(" ").filter(Boolean)}' +
  'if(!m){w.pagePath=s.getAttribute("data-page-path");w.__heldApp=[];' +
  'd.addEventListener("click",function(e){var t=e.target;if(!w.__heldApp||!t.closest||!(t=t.closest(".site-header .nav-toggle,.site-header .product-menu__button")))return;' +
  'e.preventDefault();e.stopPropagation();w.__heldApp.push(t.classList.contains("nav-toggle")?".nav-toggle":".product-menu__button")},true)}' +
  "else{w.__held=[];" +
  'function h(e){var t=e.target,k=e.type=="keydown";if(!w.__held||!t.closest||t.closest("a[href],input,select,textarea")||!t.closest(".nav-toggle,[role=tab],[data-island]")||(k&&!/^Arrow(Up|Down)$/.test(e.key)))return;' +
  "e.preventDefault();e.stopPropagation();w.__held.push(k?[t,e.key]:[t])}" +
  'd.addEventListener("click",h,true);d.addEventListener("keydown",h,true)}' +
  'var u=a("data-src").concat(a("data-chunks")),c=a("data-css");' +
  "function go(){if(done)return;done=1;var q=[],C=w.MessageChannel,k;" +
  'c.forEach(function(x){q.push(function(){var l=d.createElement("link");l.rel="stylesheet";l.href=x;if(m)l.media="not all";d.head.appendChild(l)})});' +
  'u.forEach(function(x,i){q.push(function(){var e;if(m&&i){e=d.createElement("link");e.rel="modulepreload";e.href=x;d.head.appendChild(e);return}' +
  'e=d.createElement("script");if(m)e.type="module";e.src=x;e.async=false;d.body.appendChild(e)})});' +
  "function n(){var j=q.shift();if(j)j();if(q.length){if(k)k.port2.postMessage(0);else setTimeout(n,0)}}" +
  "if(C){k=new C;k.port1.onmessage=n}n()}" +
  'var f=d.getElementById("gatsby-focus-wrapper");' +
  'if((f&&!f.firstChild)||d.visibilityState==="hidden"||!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return go();' +
  'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true});' +
  "setTimeout(go,1500)})();";

/** The CSP source that allows the loader and nothing else inline. */
export const BOOT_LOADER_CSP = `'sha256-${createHash("sha256").update(BOOT_LOADER).digest("base64")}'`;
