export { startPlacesDouble, type PlacesDoubleOptions, type RunningPlacesDouble } from './places-double';
export { FIXED_PLACES } from './fixed-places';
