import { CAMERA_PARAM, formatCamera, parseCamera, type MapCamera } from '#schema/map-view';

/** The page's query without the camera: which search the map belongs to. */
function searchWithoutCamera(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(CAMERA_PARAM);
  return url.searchParams.toString();
}

/** The camera kept in the address (`at=lat,lng,zoom`), if any and valid. */
export function cameraInUrl(): MapCamera | undefined {
  return parseCamera(new URL(window.location.href).searchParams.get(CAMERA_PARAM));
}

/**
 * Keeps the map's camera in the address, replacing the history entry (panning adds no Back steps):
 * Back from a lot opened on the map returns to the same view, and the view can be shared. Written
 * only while the address is still the search the map was opened for, and with the router's own
 * history state kept, so React Router sees the entry it made.
 */
export function cameraKeeper(): (camera: MapCamera) => void {
  const search = searchWithoutCamera(window.location.href);
  const path = window.location.pathname;
  return (camera) => {
    const url = new URL(window.location.href);
    if (url.pathname !== path || searchWithoutCamera(url.href) !== search) return;
    url.searchParams.set(CAMERA_PARAM, formatCamera(camera));
    window.history.replaceState(window.history.state, '', url);
  };
}
