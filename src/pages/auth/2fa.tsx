import { graphql, type PageProps } from "gatsby";
import { AuthFrame } from "../../features/auth/auth-frame";
import { AuthHead } from "../../features/auth/auth-head";
import { TwoFactorScreen } from "../../features/auth/screens/two-factor-screen";

export default function Page({ location }: PageProps) {
  return (
    <AuthFrame page="twoFactor">
      <TwoFactorScreen />
    </AuthFrame>
  );
}

export const Head = () => <AuthHead page="twoFactor" />;

export const query = graphql`
  query AuthTwoFactorPage {
    ...AuthLocales
  }
`;
