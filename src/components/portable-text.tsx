import { PortableText as PortableTextRenderer, type PortableTextComponents } from "@portabletext/react";
import type { PortableTextValue } from "../build/page-types";
import { SmartLink } from "./smart-link";

// CMS text is rendered as React elements, never as HTML (STYLE.md: no dangerouslySetInnerHTML for CMS text).
const components: PortableTextComponents = {
  marks: {
    link: ({ value, children }) => <SmartLink href={String((value as { href?: unknown } | undefined)?.href ?? "")}>{children}</SmartLink>,
    code: ({ children }) => <code>{children}</code>,
  },
  types: {
    codeBlock: ({ value }) => {
      const { code, language } = value as { code?: string; language?: string };
      return (
        <pre className="code-block" data-language={language || undefined}>
          <code>{code ?? ""}</code>
        </pre>
      );
    },
    callout: ({ value }) => {
      const { tone, text } = value as { tone?: string; text?: string };
      return (
        <aside className={`callout callout--${tone === "warning" ? "warning" : "info"}`} role="note">
          {text}
        </aside>
      );
    },
  },
  // A visible fallback, so an editor sees that a block type is not rendered yet instead of a silent gap.
  unknownType: ({ value }) => (
    <div className="unknown-block" role="note">
      Unsupported content block: {String((value as { _type?: unknown })._type)}
    </div>
  ),
};

export function PortableText({ value }: { value: PortableTextValue }) {
  return <PortableTextRenderer value={value as never} components={components} onMissingComponent={false} />;
}
