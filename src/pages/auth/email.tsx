import { graphql } from "gatsby";
import { AuthFrame } from "../../features/auth/auth-frame";
import { SiteLayout } from "../../templates/parts/site-layout";
import { AuthHead } from "../../features/auth/auth-head";
import { EmailPendingScreen } from "../../features/auth/screens/email-pending-screen";

export default function Page() {
  return (
    <AuthFrame page="emailPending" layout={SiteLayout}>
      <EmailPendingScreen />
    </AuthFrame>
  );
}

export const Head = () => <AuthHead page="emailPending" />;

export const query = graphql`
  query AuthEmailPage {
    ...AuthLocales
  }
`;
