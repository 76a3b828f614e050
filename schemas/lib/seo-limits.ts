// Limits of page metadata, shared by the studio's validation and the build (which applies them too).

/** Google shows about 60–65 characters of a title (decision 093); the build cuts longer ones the same way. */
export const SEO_TITLE_MAX = 65;
export const SEO_DESCRIPTION_MAX = 160;
/** The social card size og:image is drawn for (Open Graph, X/Twitter summary_large_image). */
export const SEO_IMAGE_SIZE = { width: 1200, height: 630 };
