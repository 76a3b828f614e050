import { graphql, type PageProps } from "gatsby";
import { AuthFrame } from "../../../features/auth/auth-frame";
import { SiteLayout } from "../../../templates/parts/site-layout";
import { AuthHead } from "../../../features/auth/auth-head";
import { ProviderCallbackScreen } from "../../../features/auth/screens/provider-callback-screen";

export default function Page({ location }: PageProps) {
  return (
    <SiteLayout>
      <AuthFrame>
        <ProviderCallbackScreen search={location.search} />
      </AuthFrame>
    </SiteLayout>
  );
}

export const Head = () => <AuthHead page="providerCallback" />;

export const query = graphql`
  query AuthProviderCallbackPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["common", "errors", "auth", "site", "chat"] } }) {
      edges { node { ns data language } }
    }
  }
`;
