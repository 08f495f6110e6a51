// The composed state's types live in state/shop-state.ts; this name stays for the modules that read them from here.
export type { SettingsSlice, ShopDependencies, ShopSliceCreator, ShopState } from './state/shop-state';
