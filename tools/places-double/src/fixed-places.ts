/** What the double knows: a few care places at fixed offsets (in degrees) from whatever point is asked about. */
export const FIXED_PLACES = [
  {
    type: 'node',
    id: 1001,
    offset: { lat: 0.002, lon: 0.001 },
    tags: {
      amenity: 'clinic',
      name: 'Riverside Family Clinic',
      'addr:street': 'River Road',
      'addr:housenumber': '12',
      'addr:city': 'Testville',
    },
  },
  {
    type: 'way',
    id: 2002,
    offset: { lat: -0.01, lon: 0.008 },
    tags: { amenity: 'hospital', name: 'General Hospital', emergency: 'yes', 'addr:city': 'Testville' },
  },
  { type: 'node', id: 3003, offset: { lat: 0.02, lon: -0.015 }, tags: { amenity: 'doctors', name: 'Dr. Silva Practice' } },
  // A pharmacy and an unnamed clinic: a real answer has elements a care list leaves out.
  { type: 'node', id: 4004, offset: { lat: 0.001, lon: 0.001 }, tags: { amenity: 'pharmacy', name: 'Corner Pharmacy' } },
  { type: 'node', id: 5005, offset: { lat: 0.003, lon: 0.002 }, tags: { amenity: 'clinic' } },
] as const;
