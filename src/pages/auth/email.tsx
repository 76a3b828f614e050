import { graphql, type PageProps } from "gatsby";
import { AuthFrame } from "../../features/auth/auth-frame";
import { AuthHead } from "../../features/auth/auth-head";
import { EmailPendingScreen } from "../../features/auth/screens/email-pending-screen";

export default function Page({ location }: PageProps) {
  return (
    <AuthFrame page="emailPending">
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
