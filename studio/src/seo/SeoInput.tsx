// Wires the previews into the studio: every input of the `seo` type (in any document) renders as usual, followed by
// its search-snippet and social-card previews, in the document's language (studio/sanity.config.ts: form.components).
import { useEffect, useState } from "react";
import { isObjectInputProps, useClient, useFormValue, type InputProps, type SchemaType } from "sanity";
import { isLanguage } from "../../../schemas/lib/languages";
import { documentPath, SETTINGS_SEO_ROUTES } from "../../../schemas/lib/routes";
import { SANITY_API_VERSION } from "../../../schemas/lib/languages";
import { siteSettingsId } from "../../../schemas/lib/validation";
import { localizePath } from "../../../src/lib/i18n-config";
import { STUDIO_SITE_URL } from "../site-url";
import { seoPreview, summaryOf, type SeoValue } from "./preview-model";
import { SeoPreview } from "./SeoPreview";

/** Whether a schema type is the `seo` object or a field of that type. */
export function isSeoType(type: SchemaType | undefined): boolean {
  for (let t: SchemaType | undefined = type; t; t = t.type) if (t.name === "seo") return true;
  return false;
}

type Settings = { siteName?: string; description?: string; image?: string } | null;
const SETTINGS_QUERY = `{"settings": *[_id == $settings][0]{siteName, "description": seo.description, "image": seo.image.asset->url}, "image": *[_id == $image][0].url}`;

function SeoPreviewPanel({ value, field }: { value: SeoValue; field: string }) {
  const doc = (useFormValue([]) ?? {}) as Record<string, unknown> & { _type: string };
  const client = useClient({ apiVersion: SANITY_API_VERSION });
  const language = isLanguage(doc.language) ? doc.language : "en";
  const imageRef = value?.image?.asset?._ref ?? "";
  const [data, setData] = useState<{ settings: Settings; image: string | null }>({ settings: null, image: null });
  useEffect(() => {
    let live = true;
    client
      .fetch<{ settings: Settings; image: string | null }>(SETTINGS_QUERY, { settings: siteSettingsId(language), image: imageRef })
      .then((result) => live && setData(result))
      .catch(() => live && setData({ settings: null, image: null }));
    return () => {
      live = false;
    };
  }, [client, language, imageRef]);
  const settingsRoute = doc._type === "siteSettings" ? SETTINGS_SEO_ROUTES[field] : undefined;
  const path = doc._type === "siteSettings" ? localizePath(settingsRoute ?? "/", language) : documentPath(doc);
  const preview = seoPreview({
    language,
    url: path ? STUDIO_SITE_URL + path : null,
    seo: value,
    heading: typeof doc.title === "string" ? doc.title : null,
    summary: summaryOf(doc),
    siteName: data.settings?.siteName ?? (typeof doc.siteName === "string" ? doc.siteName : null),
    siteDescription: data.settings?.description ?? null,
    imageUrl: data.image ?? data.settings?.image ?? null,
    imageAlt: value?.image?.alt ?? null,
  });
  return <SeoPreview preview={preview} />;
}

export function SeoFormInput(props: InputProps) {
  if (!isObjectInputProps(props) || !isSeoType(props.schemaType)) return props.renderDefault(props);
  return (
    <>
      {props.renderDefault(props)}
      <SeoPreviewPanel value={props.value as SeoValue} field={String(props.path[0] ?? "seo")} />
    </>
  );
}
