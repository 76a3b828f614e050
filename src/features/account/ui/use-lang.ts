// The account's screens use the site's one page-language hook.
export { useLang } from "../../../components/use-lang";
