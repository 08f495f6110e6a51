import type { Decoder } from './decode';

/** For calls whose answer carries nothing we use (204, or a body we ignore). */
export const ignoreBody: Decoder<null> = () => null;
