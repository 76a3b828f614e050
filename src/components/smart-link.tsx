import type { ReactNode } from "react";
import { Link } from "gatsby";
import { Link as I18nLink } from "gatsby-plugin-react-i18next";
import { classifyHref, isUnprefixedRoute } from "../lib/links";

type Props = { href: string; children: ReactNode; className?: string; "aria-current"?: "page" | "true"; "aria-label"?: string; language?: string };

// The plugin's Link props clash with @types/react 19 (TOOLCHAIN.md); this is its one re-typed use.
const LocalizedLink = I18nLink as unknown as (props: {
  to: string;
  language?: string;
  className?: string;
  children: ReactNode;
  "aria-current"?: "page" | "true";
  "aria-label"?: string;
}) => ReactNode;

/**
 * The site's one link component (spec §2): in-app routes navigate inside the app (with the current
 * language prefix), anything else opens a new tab with rel="noopener noreferrer"; unsafe schemes
 * (javascript:, data:, protocol-relative) render as plain text.
 */
export function SmartLink({ href, children, className, language, ...rest }: Props) {
  const kind = classifyHref(href);
  if (kind === "internal") {
    const path = href.split(/[?#]/)[0] ?? href;
    // Auth routes never get a prefix; the plain Link also leaves the stored language alone (the
    // plugin's Link would record "en" for them: decision 076).
    if (isUnprefixedRoute(path)) {
      return (
        <Link to={href} className={className} aria-current={rest["aria-current"]} aria-label={rest["aria-label"]}>
          {children}
        </Link>
      );
    }
    return (
      <LocalizedLink to={href} language={language} className={className} aria-current={rest["aria-current"]} aria-label={rest["aria-label"]}>
        {children}
      </LocalizedLink>
    );
  }
  if (kind === "external") {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer" aria-label={rest["aria-label"]}>
        {children}
      </a>
    );
  }
  if (kind === "contact") {
    return (
      <a href={href} className={className} rel="noopener noreferrer" aria-label={rest["aria-label"]}>
        {children}
      </a>
    );
  }
  return <span className={className}>{children}</span>;
}
