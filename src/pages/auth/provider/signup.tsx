import { graphql, type PageProps } from "gatsby";
import { AuthFrame } from "../../../features/auth/auth-frame";
import { AuthHead } from "../../../features/auth/auth-head";
import { ProviderSignupScreen } from "../../../features/auth/screens/provider-signup-screen";

export default function Page({ location }: PageProps) {
  return (
    <AuthFrame page="providerSignup">
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
