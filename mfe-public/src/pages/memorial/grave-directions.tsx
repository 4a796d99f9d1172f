// 'Indicazioni per la tomba' (the memorial page's header, server-rendered): where the grave's point is known,
// a link that opens the phone's maps app there (a geo: URI; Apple Maps on iPhone and iPad, which ignore
// geo:), and a web map for every other device. Small on purpose: it is in the page's first paint.
import type { MouseEvent } from 'react';

export interface GravePoint {
  lat: number;
  lng: number;
}

export const GRAVE_TEXTS = {
  directions: 'Indicazioni per la tomba',
  webMap: 'Apri la mappa sul web',
} as const;

/** RFC 5870 geo: URI, with the place's name as the label maps apps show. */
export function geoUri({ lat, lng }: GravePoint, label: string | null): string {
  const query = label ? `${lat},${lng}(${encodeURIComponent(label)})` : `${lat},${lng}`;
  return `geo:${lat},${lng}?q=${query}`;
}

/** OpenStreetMap's documented marker link: a pin on the point, street level. */
export function webMapUrl({ lat, lng }: GravePoint): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=18/${lat}/${lng}`;
}

/** Apple Maps' documented link (directions to the point), for iOS where geo: opens nothing. */
export function appleMapsUrl({ lat, lng }: GravePoint): string {
  return `https://maps.apple.com/?daddr=${lat},${lng}`;
}

function deviceKind(): 'apple' | 'android' | 'other' {
  const agent = navigator.userAgent;
  if (/iPhone|iPad|iPod/.test(agent) || (agent.includes('Macintosh') && navigator.maxTouchPoints > 1))
    return 'apple';
  return /Android/.test(agent) ? 'android' : 'other';
}

export function GraveDirections({ point, label }: { point: GravePoint; label: string | null }) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    const kind = deviceKind();
    if (kind === 'android') return; // the geo: link itself opens the maps app
    event.preventDefault();
    window.location.assign(kind === 'apple' ? appleMapsUrl(point) : webMapUrl(point));
  };
  return (
    <p className="pub-grave-directions">
      <a className="pub-grave-link" href={geoUri(point, label)} onClick={open} data-grave-directions>
        {GRAVE_TEXTS.directions}
      </a>{' '}
      <a className="pub-grave-web" href={webMapUrl(point)} target="_blank" rel="noopener noreferrer">
        {GRAVE_TEXTS.webMap}
      </a>
    </p>
  );
}
