/** Public URL of a stored media path (contract: "media as URLs under /media/"). */
export function mediaUrl(path: string | null): string | null {
  if (!path) return null;
  return `/media/${path.split('/').map(encodeURIComponent).join('/')}`;
}
