import { useTranslation } from "gatsby-plugin-react-i18next";
import type { ConfiguratorView } from "../../build/page-types";
import { Island } from "../../islands/island";
import configuratorIsland from "../../islands/entries/configurator";
import surveyIsland from "../../islands/entries/dedicated-survey";

/**
 * The custom configurator of the VPS and dedicated product pages (and the dedicated survey), below the
 * plan listings: islands (decisions 078, 083), server-rendered in full, that hydrate when the visitor
 * reaches for them or scrolls near. Their boxes keep the reserved heights of site.css.
 */
export function ConfiguratorBands({ data }: { data: ConfiguratorView }) {
  const { t } = useTranslation();
  const vps = data.line === "vps";
  return (
    <>
      <section className="band band--plain" aria-labelledby="configure-heading" id="configure">
        <div className="container">
          <header className="section-head">
            <h2 id="configure-heading">{t(vps ? "site:site.configurator.vpsTitle" : "site:site.configurator.dedicatedTitle")}</h2>
            <p className="section-head__intro">{t(vps ? "site:site.configurator.vpsIntro" : "site:site.configurator.dedicatedIntro")}</p>
          </header>
          <Island of={configuratorIsland} props={{ data }} className="island island--configurator" testId="configurator-island" />
        </div>
      </section>
      {vps ? null : (
        <section className="band band--muted" aria-labelledby="survey-heading" id="survey">
          <div className="container">
            <header className="section-head">
              <h2 id="survey-heading">{t("site:site.configurator.surveyTitle")}</h2>
              <p className="section-head__intro">{t("site:site.configurator.surveyIntro")}</p>
            </header>
            <Island of={surveyIsland} props={{ data }} className="island island--survey" testId="survey-island" />
          </div>
        </section>
      )}
    </>
  );
}
