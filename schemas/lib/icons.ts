// @sanity/icons 5 exports each named icon from its own entry point; the package index is only a
// lazy registry behind <Icon symbol="…">, so `import { CogIcon } from "@sanity/icons"` type-checks
// but fails the studio build. One module keeps the icon imports in one place (and mockable in Jest).
export { BlockContentIcon } from "@sanity/icons/BlockContent";
export { CodeBlockIcon } from "@sanity/icons/CodeBlock";
export { CogIcon } from "@sanity/icons/Cog";
export { EnvelopeIcon } from "@sanity/icons/Envelope";
export { HelpCircleIcon } from "@sanity/icons/HelpCircle";
export { InfoOutlineIcon } from "@sanity/icons/InfoOutline";
export { LinkIcon } from "@sanity/icons/Link";
export { SearchIcon } from "@sanity/icons/Search";
export { TagIcon } from "@sanity/icons/Tag";
export { TranslateIcon } from "@sanity/icons/Translate";
