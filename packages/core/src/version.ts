/** The library version; kept equal to package.json by a test. */
export const LIBRARY_VERSION = '0.1.0';
