import type { MaterialDto } from '@studyhall/shared';

/** A material's image as its cards show it: 16:9, lazy, sized before it loads. */
export function MaterialPreview({ material }: { material: MaterialDto }) {
  return (
    <figure className="aspect-video bg-base-200">
      <img
        src={material.image}
        alt={material.title}
        width={640}
        height={360}
        loading="lazy"
        decoding="async"
        className="h-full w-full object-cover"
      />
    </figure>
  );
}
