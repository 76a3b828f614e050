// The site's icon as a data: URL in every page's head (decision 128): a linked icon is one more request before
// the first paint, which Lighthouse's simulation counted into the LCP of content pages (a new connection at
// 150 ms RTT). The CSP's img-src allows data:.
//
// A 32×32 PNG of static/favicon.svg (the drawing, also served as a file), not the SVG itself (decision 266):
// Chromium draws an SVG icon by building a document for it on the page's main thread (an isolated SVG document:
// 6–11 ms on the bench's machine, right before the first paint), while a PNG is only decoded. 398 bytes, a
// 12-colour palette without dithering and without a pixel density chunk: the long landing pages' documents are within bytes of the first round
// trip. favicon.test.ts compares it with a fresh drawing of the SVG and, after a change of the SVG, fails with
// the new PNG to paste here.
export const FAVICON_SIZE = 32;
export const FAVICON_PNG_BASE64 =
  "iVBORw0KGgoAAAANSUhEUgAAACAAAAAgBAMAAACBVGfHAAAAMFBMVEVMaXEMi6sMiqsUhMAdZfMbb+cRfMUOhLcIkZwXcN0UdtEMia0EmJAaaer///8KjKYLfk32AAAABnRSTlMAkNAgq0Xq/A/FAAABB0lEQVR42l3RP2oCQRTH8Z+QAwhCjhALq0CwyxG8hMXYCZpiisDWW3iBsbCwsJhiL7CwIdrOBSy21aDwbNPp7w3+m53yu5/d94YF8DGo661zc++XHfC81DzOOe+9MW0GPr+ClTHDBjC2jc9nMLJf8Y0HsBMMEmCnSIEtkYJvDQlgIFjIYWXGsif4gYJCDiaGsjxDv1DILgaCM/QLMWSyJ/iHjtAwyuRIkENHFBLPkYBh/ggEDNxhfA0EOXRJnWgzORHk0CVjqOREMIPeIi7JQBCgt4hLVvJHwHC7po7IA8PtmjpixtAAAW8pWOM1Bb/oJyBs0EpA4L/sPoM1/22rAYD33n1EB7gA6sk+vE1zpfYAAAAASUVORK5CYII=";

export const FAVICON_HREF = `data:image/png;base64,${FAVICON_PNG_BASE64}`;
