import { graphql, type PageProps } from "gatsby";
import { AuthFrame } from "../../../../features/auth/auth-frame";
import { AuthHead } from "../../../../features/auth/auth-head";
import { PasswordResetRequestScreen } from "../../../../features/auth/screens/password-reset-request-screen";

export default function Page({ location }: PageProps) {
  return (
    <AuthFrame page="reset">
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
