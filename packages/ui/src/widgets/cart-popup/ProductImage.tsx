import type { ProductImageView } from '@kurv/core/format';

export interface ProductImageProps {
  /** The image as core's productImageView answers it; null or absent shows an empty box of the same size. */
  image: ProductImageView | null | undefined;
  className?: string;
}

/**
 * A product's image (spec section 9): lazy-loaded, with its width and height so the box is reserved before it loads
 * (nothing moves), and the product's title as its alt text. Without an image an empty box of the same size keeps the
 * lines aligned; it is hidden from assistive technology.
 */
export function ProductImage({ image, className }: ProductImageProps) {
  const classes = ['kurv-product-image', className].filter(Boolean).join(' ');
  if (!image) {
    return <span className={`${classes} kurv-product-image--none`} aria-hidden="true" />;
  }
  return (
    <img className={classes} src={image.src} width={image.width} height={image.height} alt={image.alt} loading="lazy" decoding="async" />
  );
}
