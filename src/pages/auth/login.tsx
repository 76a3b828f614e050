import { graphql, type PageProps } from "gatsby";
import { AuthFrame } from "../../features/auth/auth-frame";
import { SiteLayout } from "../../templates/parts/site-layout";
import { AuthHead } from "../../features/auth/auth-head";
import { LoginScreen } from "../../features/auth/screens/login-screen";

export default function Page({ location }: PageProps) {
  return (
    <AuthFrame page="login" layout={SiteLayout}>
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
