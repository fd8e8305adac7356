/** Overpass QL for the clinics, hospitals and doctors within `radiusMeters` of a point; ways and relations come with their centre. */
export function nearbyCareQuery(lat: number, lon: number, radiusMeters: number, timeoutSeconds: number): string {
  const around = `(around:${radiusMeters},${lat},${lon})`;
  return `[out:json][timeout:${timeoutSeconds}];nwr["amenity"~"^(clinic|hospital|doctors)$"]${around};out center tags 50;`;
}
