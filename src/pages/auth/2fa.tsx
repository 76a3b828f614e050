import { graphql } from "gatsby";
import { AuthFrame } from "../../features/auth/auth-frame";
import { SiteLayout } from "../../templates/parts/site-layout";
import { AuthHead } from "../../features/auth/auth-head";
import { TwoFactorScreen } from "../../features/auth/screens/two-factor-screen";

export default function Page() {
  return (
    <AuthFrame page="twoFactor" layout={SiteLayout}>
      <TwoFactorScreen />
    </AuthFrame>
  );
}

export const Head = () => <AuthHead page="twoFactor" />;

export const query = graphql`
  query AuthTwoFactorPage {
    ...AuthLocales
  }
`;
