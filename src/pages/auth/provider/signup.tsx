import { graphql } from "gatsby";
import { AuthFrame } from "../../../features/auth/auth-frame";
import { SiteLayout } from "../../../templates/parts/site-layout";
import { AuthHead } from "../../../features/auth/auth-head";
import { ProviderSignupScreen } from "../../../features/auth/screens/provider-signup-screen";

export default function Page() {
  return (
    <SiteLayout>
      <AuthFrame>
        <ProviderSignupScreen />
      </AuthFrame>
    </SiteLayout>
  );
}

export const Head = () => <AuthHead page="providerSignup" />;

export const query = graphql`
  query AuthProviderSignupPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "errors", "auth", "site", "chat"] } }) {
      edges { node { ns data language } }
    }
  }
`;
