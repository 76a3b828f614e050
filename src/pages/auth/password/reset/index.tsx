import { graphql } from "gatsby";
import { AuthFrame } from "../../../../features/auth/auth-frame";
import { SiteLayout } from "../../../../templates/parts/site-layout";
import { AuthHead } from "../../../../features/auth/auth-head";
import { PasswordResetRequestScreen } from "../../../../features/auth/screens/password-reset-request-screen";

export default function Page() {
  return (
    <SiteLayout>
      <AuthFrame>
        <PasswordResetRequestScreen />
      </AuthFrame>
    </SiteLayout>
  );
}

export const Head = () => <AuthHead page="reset" />;

export const query = graphql`
  query AuthPasswordResetPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "errors", "auth", "site", "chat"] } }) {
      edges { node { ns data language } }
    }
  }
`;
