import { graphql, type PageProps } from "gatsby";
import { AuthFrame } from "../../../features/auth/auth-frame";
import { SiteLayout } from "../../../templates/parts/site-layout";
import { AuthHead } from "../../../features/auth/auth-head";
import { SignupScreen, signupCodeFromPath } from "../../../features/auth/screens/signup-screen";

export default function Page({ location, params }: PageProps) {
  return (
    <AuthFrame page="signup" layout={SiteLayout}>
      <SignupScreen code={signupCodeFromPath(params["*"])} search={location.search} />
    </AuthFrame>
  );
}

export const Head = () => <AuthHead page="signup" />;

export const query = graphql`
  query AuthSignupPage {
    ...AuthLocales
  }
`;
