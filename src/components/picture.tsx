import type { Picture as PictureData } from "../build/page-types";
import { fetchPriority } from "../lib/react18-attributes";

/**
 * A responsive picture of the content (decision 097). `width`/`height` give the box its aspect ratio
 * before the file arrives (CSS makes it `width: 100%; height: auto`), so nothing below it moves.
 * `priority`: the picture is in the first screen and may be the largest paint (eager, fetched first);
 * otherwise the browser fetches it when it comes near (lazy). A vector picture is one file for every width
 * (decision 118): no srcset, so no sizes.
 */
export function Picture({ picture, sizes, priority = false, className }: { picture: PictureData; sizes: string; priority?: boolean; className?: string }) {
  return (
    <img
      className={className ? `picture ${className}` : "picture"}
      src={picture.src}
      srcSet={picture.srcSet || undefined}
      sizes={picture.srcSet ? sizes : undefined}
      width={picture.width}
      height={picture.height}
      alt={picture.alt}
      loading={priority ? "eager" : "lazy"}
      {...fetchPriority(priority ? "high" : undefined)}
    />
  );
}
