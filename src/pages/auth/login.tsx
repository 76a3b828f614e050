import { graphql, type PageProps } from "gatsby";
import { AuthFrame } from "../../features/auth/auth-frame";
import { SiteLayout } from "../../templates/parts/site-layout";
import { AuthHead } from "../../features/auth/auth-head";
import { LoginScreen } from "../../features/auth/screens/login-screen";

export default function Page({ location }: PageProps) {
  return (
    <SiteLayout>
      <AuthFrame>
        <LoginScreen search={location.search} />
      </AuthFrame>
    </SiteLayout>
  );
}

export const Head = () => <AuthHead page="login" />;

export const query = graphql`
  query AuthLoginPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "errors", "auth", "site", "chat"] } }) {
      edges { node { ns data language } }
    }
  }
`;
