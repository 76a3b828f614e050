import { useTranslation } from "gatsby-plugin-react-i18next";
import type { ConfiguratorView } from "../build/page-types";
import { clientIsland } from "./client-island";
import { IslandFailure, IslandLoading } from "./island-status";

// One chunk for both islands, apart from the checkout's chunks (bench/js-bytes.ts checks that content
// pages load none of the client app's code). Both sit below the plan listings: they load when their box
// nears the viewport (decision 053), not at idle.
const ConfiguratorIsland = clientIsland(() => import(/* webpackChunkName: "configurator-island" */ "./configurator/configurator-order"), {
  trigger: "visible",
});
const SurveyIsland = clientIsland(() => import(/* webpackChunkName: "configurator-island" */ "./configurator/dedicated-island"), { trigger: "visible" });

function Placeholder() {
  const { t } = useTranslation();
  return <IslandLoading>{t("site:site.configurator.loading")}</IslandLoading>;
}

function Failure({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return <IslandFailure message={t("site:site.configurator.failed")} retryLabel={t("site:site.configurator.retry")} retry={retry} />;
}

const failure = (retry: () => void) => <Failure retry={retry} />;

/**
 * The custom configurator of the VPS and dedicated product pages (and the dedicated survey): the
 * headings are static HTML, the forms are client islands whose boxes keep a reserved height.
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
          <ConfiguratorIsland
            className="island island--configurator"
            testId="configurator-island"
            placeholder={<Placeholder />}
            failure={failure}
            data={data}
          />
        </div>
      </section>
      {vps ? null : (
        <section className="band band--muted" aria-labelledby="survey-heading" id="survey">
          <div className="container">
            <header className="section-head">
              <h2 id="survey-heading">{t("site:site.configurator.surveyTitle")}</h2>
              <p className="section-head__intro">{t("site:site.configurator.surveyIntro")}</p>
            </header>
            <SurveyIsland className="island island--survey" testId="survey-island" placeholder={<Placeholder />} failure={failure} data={data} />
          </div>
        </section>
      )}
    </>
  );
}
