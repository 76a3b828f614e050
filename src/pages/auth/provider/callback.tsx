import { graphql, type PageProps } from "gatsby";
import { AuthFrame } from "../../../features/auth/auth-frame";
import { SiteLayout } from "../../../templates/parts/site-layout";
import { AuthHead } from "../../../features/auth/auth-head";
import { ProviderCallbackScreen } from "../../../features/auth/screens/provider-callback-screen";

export default function Page({ location }: PageProps) {
  return (
    <AuthFrame page="providerCallback" layout={SiteLayout}>
      <ProviderCallbackScreen search={location.search} />
    </AuthFrame>
  );
}

export const Head = () => <AuthHead page="providerCallback" />;

export const query = graphql`
  query AuthProviderCallbackPage {
    ...AuthLocales
  }
`;
