import { useEffect, useRef, useState } from "react";
import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { SetOrderTagsMutation } from "./mutations";
import { useFailureToast } from "@/components/app-ui/failure";
import { CONTROL_CHARACTERS_KEY, hasControlCharacters } from "@/lib/rules/text";

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
  // A tag the order has already is said so at the field (it was ignored without a word, session 22); so is one
  // with control characters, before the request (the text rule, issue 39; the API refuses it too).
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    const tag = draft.trim();
    if (!tag) return;
    if (hasControlCharacters(tag)) return setProblem(t(CONTROL_CHARACTERS_KEY));
    if (tags.includes(tag)) return setProblem(t("orders.tagExists", { tag }));
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
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `tags-${orderId}-error` : undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            setProblem(null);
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
      {problem ? (
        <p className="field__error" id={`tags-${orderId}-error`} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
