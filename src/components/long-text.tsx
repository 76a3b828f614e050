import { useTranslation } from "gatsby-plugin-react-i18next";

/** The SEO "long text" of spec §2, shown under the page as plain paragraphs (never as HTML). */
export function LongText({ text }: { text: string | null }) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <section className="long-text" aria-label={t("help.aboutPage")}>
      {text.split(/\n{2,}/).map((para, i) => (
        <p key={i}>{para}</p>
      ))}
    </section>
  );
}
