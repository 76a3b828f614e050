// The site's icon as a data: URL in every page's head (decision 128): a linked icon is one more request before
// the first paint, which Lighthouse's simulation counted into the LCP of content pages (a new connection at
// 150 ms RTT). The CSP's img-src allows data:.
//
// A 32×32 PNG of static/favicon.svg (the drawing, also served as a file), not the SVG itself (decision 266):
// Chromium draws an SVG icon by building a document for it on the page's main thread (an isolated SVG document:
// 6–11 ms on the bench's machine, right before the first paint), while a PNG is only decoded. 446 bytes, a
// 16-colour palette; favicon.test.ts checks it against a fresh drawing of the SVG, and `npm run favicon` prints
// the PNG anew after the SVG changes.
export const FAVICON_SIZE = 32;
export const FAVICON_PNG_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAACAAAAAgBAMAAACBVGfHAAAAMFBMVEVMaXEMi6sMiqsUhMAdZfMbb+cRfMUOhLcIkZwXcN0UdtEMia0EmJAaaer///8KjKYLfk32AAAABnRSTlMAkNAgq0Xq/A/FAAAACXBIWXMAAAsTAAALEwEAmpwYAAABIklEQVR42lWRMWrDMBSG/0APEAj0CO2QqVC69Qi5RAcZOgTaQjUEPHvIBWRohw4eNPgChoSmSwddwIPXpiSgrNnS/ymya7/tfXz635ME4HbWNLUxubUfE7AuGpYxxtpHpcYEs7a3hVIPZ6GuTZ6LoPQY9wRvIYGC1i//JygkiX4S0CW8av2MXgIFXaGXQKES0CYwMgD2735XqLnfsl+DCab0OxXBCext6X8CWFTrE0wLUr+lcIQkCkhSv6eQQXYofag9BQG2AxQIuMM8AgoZZEmZqFN/oLCELBnAyh+OZxCXJGDvILeI4DfLvgmKeCsZsRQjvoPsQMGhfYcoOFzFE1HY4HKQ4D5xN0hwXxglfcHxL6/7woZ/O9KLgQDcTLsRE+AP5EA+cOvvsO4AAAAASUVORK5CYII=";

export const FAVICON_HREF = `data:image/png;base64,${FAVICON_PNG_BASE64}`;
