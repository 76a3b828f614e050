import { graphql } from "gatsby";
import { AuthFrame } from "../../../features/auth/auth-frame";
import { SiteLayout } from "../../../templates/parts/site-layout";
import { AuthHead } from "../../../features/auth/auth-head";
import { PasswordChangeScreen } from "../../../features/auth/screens/password-change-screen";

export default function Page() {
  return (
    <SiteLayout>
      <AuthFrame>
        <PasswordChangeScreen />
      </AuthFrame>
    </SiteLayout>
  );
}

export const Head = () => <AuthHead page="passwordChange" />;

export const query = graphql`
  query AuthPasswordChangePage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "errors", "auth", "site", "chat"] } }) {
      edges { node { ns data language } }
    }
  }
`;
