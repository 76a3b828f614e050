/** A font file imported by code is a URL of a hashed static file (Gatsby's webpack asset rule for fonts). */
declare module "*.ttf" {
  const url: string;
  export default url;
}
