import { createHash } from "node:crypto";

// The auth screens' language before their first paint (decision 144). Their address has no language
// (spec §2), so the server writes each screen's frame in both languages (src/features/auth/auth-frame.tsx)
// and this script, inline in the head, chooses one by decision 076's rule before the body is parsed:
// `<html lang>` is the chosen language and the CSS shows only that frame; the tab's title is that
// language's (AuthHead writes the other language's title in a `meta[name=auth-title]`). It is `chooseLanguage`
// (src/lib/language-choice.ts) in a few hundred bytes: the stored language, then the language of a `next`
// on this site (not an auth page), then the first of the browser's languages we speak, else English.
// auth-language-script.test.ts runs it against `chooseLanguage` on the same inputs. Where a hostile `next`
// is refused by safeNext but not by this shorter check, only the frame's language differs for a moment: the
// app, which renders with `chooseLanguage` itself, replaces the frame.
export const AUTH_LANGUAGE_SCRIPT =
  '(function(){var d=document,n=navigator,l="",s,x,p,b,i,t;' +
  'try{s=localStorage.getItem("gatsby-i18next-language")}catch(e){}' +
  'if(s==="en"||s==="ru")l=s;' +
  'if(!l){x=new URLSearchParams(location.search).get("next");' +
  'if(x&&x.charAt(0)=="/"&&!/^\\/[\\/\\\\]|[\\u0000-\\u0020\\\\]/.test(x)){try{p=new URL(x,location.origin);' +
  'if(p.origin==location.origin&&(!/^\\/auth(\\/|$)/.test(p.pathname)||p.pathname=="/auth/password/change/"))l=/^\\/ru(\\/|$)/.test(p.pathname)?"ru":"en"}catch(e){}}}' +
  'if(!l){b=n.languages&&n.languages.length?n.languages:[n.language||""];' +
  'for(i=0;i<b.length&&!l;i++){t=String(b[i]).toLowerCase().split("-")[0];if(t=="en"||t=="ru")l=t}}' +
  'l=l||"en";d.documentElement.lang=l;' +
  "x=d.querySelector('meta[name=\"auth-title\"][data-lang=\"'+l+'\"]');if(x)d.title=x.content})();";

/** The CSP source that allows this script inline, by the hash of its fixed text. */
export const AUTH_LANGUAGE_SCRIPT_CSP = `'sha256-${createHash("sha256").update(AUTH_LANGUAGE_SCRIPT).digest("base64")}'`;
