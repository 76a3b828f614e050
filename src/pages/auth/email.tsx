import { graphql } from "gatsby";
import { AuthFrame } from "../../features/auth/auth-frame";
import { SiteLayout } from "../../templates/parts/site-layout";
import { AuthHead } from "../../features/auth/auth-head";
import { EmailPendingScreen } from "../../features/auth/screens/email-pending-screen";

export default function Page() {
  return (
    <SiteLayout>
      <AuthFrame>
        <EmailPendingScreen />
      </AuthFrame>
    </SiteLayout>
  );
}

export const Head = () => <AuthHead page="emailPending" />;

export const query = graphql`
  query AuthEmailPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "errors", "auth", "site", "chat"] } }) {
      edges { node { ns data language } }
    }
  }
`;
