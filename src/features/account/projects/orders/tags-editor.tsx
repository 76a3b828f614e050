import { useEffect, useRef, useState } from "react";
import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { SetOrderTagsMutation } from "./mutations";
import { useFailureToast } from "@/components/app-ui/failure";

/** Tags of an order, edited optimistically (a refusal puts the old tags back and keeps the typed one). */
export function TagsEditor({
  orderId,
  tags,
  known,
  limits,
}: {
  orderId: string;
  tags: string[];
  known: string[];
  limits: { tagMax: number; tagsPerOrderMax: number };
}) {
  const { t } = useTranslation("account");
  const showFailure = useFailureToast();
  const [draft, setDraft] = useState("");
  const [setTags] = useMutation(SetOrderTagsMutation);
  const save = (next: string[], restoreDraft?: string) =>
    setTags({
      variables: { id: orderId, tags: next },
      optimisticResponse: { __typename: "Mutation", setOrderTags: { __typename: "Order", id: orderId, tags: next } },
    }).catch((e: unknown) => {
      if (restoreDraft) setDraft(restoreDraft);
      showFailure(e, "editTags");
    });
  // A tag the order has already is said so at the field (it was ignored without a word, session 22).
  const [duplicate, setDuplicate] = useState<string | null>(null);
  const add = () => {
    const tag = draft.trim();
    if (!tag) return;
    if (tags.includes(tag)) return setDuplicate(tag);
    setDraft("");
    void save([...tags, tag], tag);
  };
  const full = tags.length >= limits.tagsPerOrderMax;
  // A removed tag takes its × button with it: the focus goes to the × of the tag now in its place (or the
  // one before it), else to the new-tag field, not to the page.
  const root = useRef<HTMLDivElement>(null);
  const refocus = useRef<number | null>(null);
  useEffect(() => {
    const at = refocus.current;
    if (at === null || !root.current) return;
    refocus.current = null;
    const buttons = root.current.querySelectorAll<HTMLButtonElement>(".tag button");
    (buttons[Math.min(at, buttons.length - 1)] ?? root.current.querySelector<HTMLInputElement>("input"))?.focus();
  }, [tags]);
  return (
    <div className="form" data-testid="tags-editor" ref={root}>
      <span className="tags">
        {tags.map((tag, index) => (
          <span key={tag} className="tag">
            {tag}
            <button
              type="button"
              aria-label={t("orders.removeTag", { tag })}
              onClick={() => {
                refocus.current = index;
                void save(tags.filter((x) => x !== tag));
              }}
            >
              ×
            </button>
          </span>
        ))}
      </span>
      <form
        className="form form--inline"
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
      >
        <input
          className="input"
          aria-label={t("orders.addTag")}
          placeholder={t("orders.addTag")}
          value={draft}
          maxLength={limits.tagMax}
          disabled={full}
          list={`tags-${orderId}`}
          aria-invalid={duplicate ? true : undefined}
          aria-describedby={duplicate ? `tags-${orderId}-error` : undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            setDuplicate(null);
          }}
        />
        <datalist id={`tags-${orderId}`}>
          {known
            .filter((k) => !tags.includes(k))
            .map((k) => (
              <option key={k} value={k} />
            ))}
        </datalist>
        <button type="submit" className="button button--ghost button--small" disabled={full || !draft.trim()}>
          {t("orders.addTag")}
        </button>
      </form>
      {duplicate ? (
        <p className="field__error" id={`tags-${orderId}-error`} role="alert">
          {t("orders.tagExists", { tag: duplicate })}
        </p>
      ) : null}
    </div>
  );
}
