import { graphql, type PageProps } from "gatsby";
import { AuthFrame } from "../../../../../features/auth/auth-frame";
import { SiteLayout } from "../../../../../templates/parts/site-layout";
import { AuthHead } from "../../../../../features/auth/auth-head";
import { PasswordResetKeyScreen } from "../../../../../features/auth/screens/password-reset-key-screen";
import { keyFromSplat } from "../../../../../features/auth/screens/key-check";

export default function Page({ params }: PageProps) {
  return (
    <AuthFrame page="resetKey" layout={SiteLayout}>
      <PasswordResetKeyScreen resetKey={keyFromSplat(params["*"])} />
    </AuthFrame>
  );
}

export const Head = () => <AuthHead page="resetKey" />;

export const query = graphql`
  query AuthPasswordResetKeyPage {
    ...AuthLocales
  }
`;
