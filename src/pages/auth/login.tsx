import { graphql, type PageProps } from "gatsby";
import { AuthFrame } from "../../features/auth/auth-frame";
import { AuthHead } from "../../features/auth/auth-head";
import { LoginScreen } from "../../features/auth/screens/login-screen";

export default function Page({ location }: PageProps) {
  return (
    <AuthFrame page="login">
      <LoginScreen search={location.search} />
    </AuthFrame>
  );
}

export const Head = () => <AuthHead page="login" />;

export const query = graphql`
  query AuthLoginPage {
    ...AuthLocales
  }
`;
