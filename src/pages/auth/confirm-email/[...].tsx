import { graphql, type PageProps } from "gatsby";
import { AuthFrame } from "../../../features/auth/auth-frame";
import { SiteLayout } from "../../../templates/parts/site-layout";
import { AuthHead } from "../../../features/auth/auth-head";
import { ConfirmEmailScreen } from "../../../features/auth/screens/confirm-email-screen";
import { keyFromSplat } from "../../../features/auth/screens/key-check";

export default function Page({ params }: PageProps) {
  return (
    <AuthFrame page="confirmEmail" layout={SiteLayout}>
      <ConfirmEmailScreen emailKey={keyFromSplat(params["*"])} />
    </AuthFrame>
  );
}

export const Head = () => <AuthHead page="confirmEmail" />;

export const query = graphql`
  query AuthConfirmEmailPage {
    ...AuthLocales
  }
`;
