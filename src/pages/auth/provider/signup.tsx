import { graphql } from "gatsby";
import { AuthFrame } from "../../../features/auth/auth-frame";
import { SiteLayout } from "../../../templates/parts/site-layout";
import { AuthHead } from "../../../features/auth/auth-head";
import { ProviderSignupScreen } from "../../../features/auth/screens/provider-signup-screen";

export default function Page() {
  return (
    <AuthFrame page="providerSignup" layout={SiteLayout}>
      <ProviderSignupScreen />
    </AuthFrame>
  );
}

export const Head = () => <AuthHead page="providerSignup" />;

export const query = graphql`
  query AuthProviderSignupPage {
    ...AuthLocales
  }
`;
