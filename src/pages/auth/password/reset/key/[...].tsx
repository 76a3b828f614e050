import { graphql, type PageProps } from "gatsby";
import { AuthFrame } from "../../../../../features/auth/auth-frame";
import { AuthHead } from "../../../../../features/auth/auth-head";
import { PasswordResetKeyScreen } from "../../../../../features/auth/screens/password-reset-key-screen";
import { keyFromSplat } from "../../../../../features/auth/screens/key-check";

export default function Page({ location, params }: PageProps) {
  return (
    <AuthFrame page="resetKey">
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
