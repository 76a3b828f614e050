import { graphql } from "gatsby";
import { AuthFrame } from "../../../../features/auth/auth-frame";
import { SiteLayout } from "../../../../templates/parts/site-layout";
import { AuthHead } from "../../../../features/auth/auth-head";
import { PasswordResetRequestScreen } from "../../../../features/auth/screens/password-reset-request-screen";

export default function Page() {
  return (
    <AuthFrame page="reset" layout={SiteLayout}>
      <PasswordResetRequestScreen />
    </AuthFrame>
  );
}

export const Head = () => <AuthHead page="reset" />;

export const query = graphql`
  query AuthPasswordResetPage {
    ...AuthLocales
  }
`;
