// The calls only the site's own pages make (the order list, the profile page) in one file, fetched with the first of
// them: one lazy file more for the loader to pin would cost every page its name and hash.
export { loadHostOrders } from './host-orders';
export { deleteAlternativeAddress, getProfile, saveAlternativeAddress, updateHousehold, updateProfile } from './host-profile';
