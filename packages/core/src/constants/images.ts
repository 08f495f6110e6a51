/** The product image service's sizes, formats and defaults (spec sections 5 and 9). */

/** Spec section 9: product image sizes in pixels (square). */
export const PRODUCT_IMAGE_SIZES = { small: 168, medium: 320, large: 584 } as const;
/** Spec section 5: the image extensions (output formats) allowed. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'heif'] as const;
/** Spec section 5 ("crop mode from allowed lists"; the list itself is not in the spec: ours). */
export const IMAGE_CROP_MODES = ['pad', 'fill', 'crop', 'scale'] as const;
/**
 * Spec section 5 ("origin from allowed lists"; the spec names no host). The default list of image
 * origins: a placeholder; a chain passes its image service origins to the URL builder.
 */
export const DEFAULT_IMAGE_ORIGINS: readonly string[] = ['https://images.kurv.example'];
/** Spec section 9: the image service's own default quality ("auto eco"), used by the generic image URL. */
export const IMAGE_QUALITY_AUTO_ECO = 'auto-eco';
/** Spec section 9: the product image defaults: jpg, pad crop, quality 50, white background. */
export const PRODUCT_IMAGE_DEFAULT_EXTENSION = 'jpg';
export const PRODUCT_IMAGE_DEFAULT_CROP_MODE = 'pad';
export const PRODUCT_IMAGE_DEFAULT_QUALITY = 50;
export const PRODUCT_IMAGE_DEFAULT_BACKGROUND = 'FFFFFF';
