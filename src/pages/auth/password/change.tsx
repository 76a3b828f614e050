import { graphql } from "gatsby";
import { AuthFrame } from "../../../features/auth/auth-frame";
import { SiteLayout } from "../../../templates/parts/site-layout";
import { AuthHead } from "../../../features/auth/auth-head";
import { PasswordChangeScreen } from "../../../features/auth/screens/password-change-screen";

export default function Page() {
  return (
    <AuthFrame page="passwordChange" layout={SiteLayout}>
      <PasswordChangeScreen />
    </AuthFrame>
  );
}

export const Head = () => <AuthHead page="passwordChange" />;

export const query = graphql`
  query AuthPasswordChangePage {
    ...AuthLocales
  }
`;
