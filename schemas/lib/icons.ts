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
export { BillIcon } from "@sanity/icons/Bill";
export { BoltIcon } from "@sanity/icons/Bolt";
export { BookIcon } from "@sanity/icons/Book";
export { CodeIcon } from "@sanity/icons/Code";
export { CommentIcon } from "@sanity/icons/Comment";
export { ComposeIcon } from "@sanity/icons/Compose";
export { DesktopIcon } from "@sanity/icons/Desktop";
export { DocumentTextIcon } from "@sanity/icons/DocumentText";
export { HomeIcon } from "@sanity/icons/Home";
export { PackageIcon } from "@sanity/icons/Package";
export { PinIcon } from "@sanity/icons/Pin";
export { PresentationIcon } from "@sanity/icons/Presentation";
export { RocketIcon } from "@sanity/icons/Rocket";
export { SparklesIcon } from "@sanity/icons/Sparkles";
export { StackCompactIcon } from "@sanity/icons/StackCompact";
export { ThListIcon } from "@sanity/icons/ThList";
export { WarningOutlineIcon } from "@sanity/icons/WarningOutline";
