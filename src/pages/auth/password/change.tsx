import { graphql, type PageProps } from "gatsby";
import { AuthFrame } from "../../../features/auth/auth-frame";
import { AuthHead } from "../../../features/auth/auth-head";
import { PasswordChangeScreen } from "../../../features/auth/screens/password-change-screen";

export default function Page({ location }: PageProps) {
  return (
    <AuthFrame page="passwordChange">
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
