/** The grave's point: decimal degrees, as `deceased.graveyard_address` keeps it ('45.485510,9.179260'). */
export interface GravePoint {
  lat: number;
  lng: number;
}

/**
 * Italy's bounding box with a margin (Lampedusa 35.49 N to Vetta d'Italia 47.09 N, Bardonecchia 6.63 E to
 * Otranto 18.52 E): a point outside it is most likely a typing slip, so the owner is asked to confirm it.
 */
export const ITALY_BOUNDS = { south: 35.2, north: 47.2, west: 6.5, east: 18.6 } as const;

const POINT = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

/** The point of a stored 'lat,lng' (activation, partner forms, owner), or null when absent or malformed. */
export function parseGravePoint(stored: string | null | undefined): GravePoint | null {
  const match = stored ? POINT.exec(stored) : null;
  if (!match) return null;
  const point = { lat: Number(match[1]), lng: Number(match[2]) };
  return validLatLng(point.lat, point.lng) ? point : null;
}

export function validLatLng(lat: number, lng: number): boolean {
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}

export function insideItaly(point: GravePoint): boolean {
  const { south, north, west, east } = ITALY_BOUNDS;
  return point.lat >= south && point.lat <= north && point.lng >= west && point.lng <= east;
}

/** The stored form: six decimals (about 10 cm), the way the activation form writes it. */
export function formatGravePoint(point: GravePoint): string {
  return `${point.lat.toFixed(6)},${point.lng.toFixed(6)}`;
}
