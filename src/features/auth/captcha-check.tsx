import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { getRecaptchaContext } from "../../api-client/account";
import { messageOf, type ApiError } from "../../api-client/http";

/**
 * The captcha check of spec §5 ("Incorrect captcha entered, try again"). The site key comes from the
 * recaptcha context call (spec §7). With the sandbox's key (`6Lc-sandbox-…`) the check is a local
 * checkbox whose token the sandbox can verify (`sandbox-captcha.<site key>.<nonce>`); with a real key
 * the reCAPTCHA v2 widget is rendered (docs/decisions/006-captcha-token.md).
 */
export const SANDBOX_KEY_PREFIX = "6Lc-sandbox";

export function sandboxCaptchaToken(siteKey: string, nonce: string = Math.random().toString(36).slice(2, 12)): string {
  return `sandbox-captcha.${siteKey}.${nonce}`;
}

type Grecaptcha = {
  render: (el: HTMLElement, options: { sitekey: string; callback: (token: string) => void; "expired-callback": () => void; hl?: string }) => number;
  reset: (widgetId: number) => void;
};

function loadRecaptchaScript(): Promise<Grecaptcha> {
  const w = window as unknown as { grecaptcha?: Grecaptcha; __recaptchaReady?: () => void };
  if (w.grecaptcha?.render) return Promise.resolve(w.grecaptcha);
  return new Promise((resolve, reject) => {
    w.__recaptchaReady = () => (w.grecaptcha ? resolve(w.grecaptcha) : reject(new Error("reCAPTCHA did not load")));
    const script = document.createElement("script");
    script.src = "https://www.google.com/recaptcha/api.js?onload=__recaptchaReady&render=explicit";
    script.async = true;
    script.onerror = () => reject(new Error("reCAPTCHA did not load"));
    document.head.appendChild(script);
  });
}

export function CaptchaCheck({ value, onChange, error }: { value: string; onChange: (token: string) => void; error?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [siteKey, setSiteKey] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<ApiError | Error | null>(null);
  const widget = useRef<HTMLDivElement>(null);
  const rendered = useRef<{ g: Grecaptcha; id: number } | null>(null);

  useEffect(() => {
    let live = true;
    void getRecaptchaContext().then((r) => {
      if (!live) return;
      if (r.ok) setSiteKey(r.value.data.public_key);
      else setLoadError(r.error);
    });
    return () => {
      live = false;
    };
  }, []);

  const isSandbox = siteKey?.startsWith(SANDBOX_KEY_PREFIX) ?? false;

  useEffect(() => {
    if (!siteKey || isSandbox || !widget.current) return;
    let live = true;
    loadRecaptchaScript()
      .then((g) => {
        if (live && widget.current && !rendered.current) {
          rendered.current = {
            g,
            id: g.render(widget.current, { sitekey: siteKey, callback: onChange, "expired-callback": () => onChange(""), hl: i18n.language }),
          };
        }
      })
      .catch((e: Error) => live && setLoadError(e));
    return () => {
      live = false;
    };
  }, [siteKey, isSandbox, onChange, i18n.language]);

  // The form cleared a token the server used up: the widget has to be passed again.
  useEffect(() => {
    if (value === "" && rendered.current) rendered.current.g.reset(rendered.current.id);
  }, [value]);

  const errorId = `${id}-error`;
  return (
    <div className="field">
      {loadError ? (
        <p className="form__error">{"kind" in loadError ? messageOf(loadError, t) : t("errors:generic")}</p>
      ) : isSandbox ? (
        <div className="captcha">
          <input
            id={id}
            type="checkbox"
            checked={value !== ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => onChange(e.target.checked && siteKey ? sandboxCaptchaToken(siteKey) : "")}
          />
          <label className="captcha__label" htmlFor={id}>
            {t("auth:captcha.label")}
          </label>
          <span className="captcha__brand">{t("auth:captcha.brand")}</span>
        </div>
      ) : (
        <div ref={widget} aria-describedby={error ? errorId : undefined}>
          {siteKey ? null : <p className="muted">{t("auth:captcha.checking")}</p>}
        </div>
      )}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
