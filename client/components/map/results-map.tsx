import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { Map as MapLibre, Marker, NavigationControl, Popup, setWorkerUrl } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { MAP_CENTRE } from '#schema/listing-query';
import { MAX_MAP_ZOOM, MIN_MAP_ZOOM, type MapBox, type ResultsMapData } from '#schema/map-view';
import { CARD_FIELDS, type PropertyCardData } from '#schema/entities';
import { PropertyCard } from '#client/components/cards/property-card';
import { formatCount } from '#shared/format/format';
import { markerName, stillOffered } from './marker-name';
import { graphRequest } from '#client/runtime/graph-clients';
import { fetchMapLots, fetchMapPlaces, type MapLots, type MapPlace } from './map-data';
import { offlineStyle } from './map-style';
import { MapStatusCaption, type MapStatus } from './map-status';
import { cameraInUrl, cameraKeeper } from './camera-url';
import { layoutMarkers, panToFit } from './card-fit';
import { placeLabels, type ScreenBox } from './label-room';

export interface ResultsMapProps extends ResultsMapData {
  /** How many lots match the search: the list's own count. */
  total: number;
  /** MAP_STYLE_URL, or null for the offline basemap. */
  styleUrl: string | null;
}

/** Fitting a box never zooms closer than this (one lot must not open at street level). */
const FIT_MAX_ZOOM = 13;
const FIT_PADDING = 40;

/** Room kept between an open card and the map's edges, and between the card and its marker. */
const CARD_MARGIN = 8;
const CARD_OFFSET = 16;
/** What Tab stops at inside a lot's card. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';
/** A lot's marker is a 28 px button: closer than that, two markers are spread apart. */
const MARKER_GAP = 28;

/** A group of lots drawn as one marker: their count, centre and box (as the server's groups). */
function groupOf(points: readonly MapLots['points'][number][]): MapLots['clusters'][number] {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return {
    count: points.length,
    lat: mean(lats),
    lng: mean(lngs),
    bbox: {
      west: Math.min(...lngs),
      south: Math.min(...lats),
      east: Math.max(...lngs),
      north: Math.max(...lats),
    },
  };
}

const corners = (b: MapBox): [[number, number], [number, number]] => [
  [b.west, b.south],
  [b.east, b.north],
];

/**
 * The UK and its seas: the map cannot be dragged far from places with lots. The basemap covers
 * 14°W-6°E, 48-62°N; to the west there is only ocean, so the box reaches 40°W: a wide, short map
 * (a desktop at 60vh) must zoom out until every lot fits, and a box 20° wide held it at zoom 5.4
 * with a sixth of the lots out of view.
 */
const MAX_BOUNDS: [[number, number], [number, number]] = [
  [-40, 48],
  [6, 62],
];

const clampLng = (v: number) => Math.min(180, Math.max(-180, v));
const clampLat = (v: number) => Math.min(90, Math.max(-90, v));

function boxOf(map: MapLibre): MapBox {
  const b = map.getBounds();
  return {
    west: clampLng(b.getWest()),
    south: clampLat(b.getSouth()),
    east: clampLng(b.getEast()),
    north: clampLat(b.getNorth()),
  };
}

function markerButton(label: string, text: string, className: string): HTMLButtonElement {
  const el = document.createElement('button');
  el.type = 'button';
  el.className = className;
  el.setAttribute('aria-label', label);
  el.textContent = text;
  return el;
}

/**
 * A marker's box in the map's pixels, from its point, offset and size. Not its DOM box: a marker
 * just added is moved into place a frame later, so names were judged against where the last
 * view's markers had been.
 */
function boxOnMap(map: MapLibre, marker: Marker, anchor: 'center' | 'bottom'): ScreenBox {
  const el = marker.getElement();
  const at = map.project(marker.getLngLat()).add(marker.getOffset());
  const top = anchor === 'bottom' ? at.y - el.offsetHeight : at.y - el.offsetHeight / 2;
  return {
    left: at.x - el.offsetWidth / 2,
    right: at.x + el.offsetWidth / 2,
    top,
    bottom: top + el.offsetHeight,
  };
}

/** A town's name sits this far above its point (CSS pixels, negative is up). */
const LABEL_OFFSET_Y = -2;

/** A town's name on the map: text only, under the lots, never in the way of a click. */
function placeLabel(name: string): HTMLElement {
  const el = document.createElement('span');
  el.className =
    'pointer-events-none text-xs font-semibold whitespace-nowrap text-slate-700 [text-shadow:0_0_3px_#fff,0_0_3px_#fff]';
  el.setAttribute('aria-hidden', 'true');
  el.dataset.place = name;
  el.textContent = name;
  return el;
}

/**
 * A lot's marker: a 28 px button around its dot. The dot grows on hover, not the button: MapLibre
 * places a marker with a `transform` on its element, and a CSS `scale` there scaled that offset
 * too, so the marker jumped from under the pointer and a desktop click never reached it.
 */
function lotMarker(label: string, offered: boolean): HTMLButtonElement {
  const el = markerButton(
    label,
    '',
    'group grid h-7 w-7 place-items-center rounded-full focus-visible:outline focus-visible:outline-3 focus-visible:outline-brand-700',
  );
  const dot = document.createElement('span');
  // A lot whose sale is over (its result awaited or in) is grey, those for sale amber.
  dot.className = `block h-5 w-5 rounded-full border-2 border-white shadow-md transition-transform group-hover:scale-125 ${
    offered ? 'bg-accent-500' : 'bg-slate-500'
  }`;
  el.append(dot);
  return el;
}

/**
 * The open card's contents: its close button comes first (so Shift+Tab from the title reaches it),
 * then the lot's card, scrolling inside when it is taller than the map allows.
 */
function MapCard({
  lot,
  maxHeight,
  onClose,
  onShown,
}: {
  lot: PropertyCardData;
  maxHeight: number;
  onClose: () => void;
  onShown: () => void;
}) {
  // Once the card is in the page its size is known: the map can make room for it.
  useEffect(onShown, [onShown]);
  return (
    <>
      <button
        type="button"
        onClick={onClose}
        aria-label="Close card"
        className="absolute top-2 right-2 z-20 grid h-8 w-8 place-items-center rounded-full bg-white text-xl leading-none text-slate-800 shadow hover:bg-slate-100 focus-visible:outline focus-visible:outline-3 focus-visible:outline-brand-700"
      >
        ×
      </button>
      <div className="overflow-y-auto" style={{ maxHeight }}>
        <PropertyCard lot={lot} />
      </div>
    </>
  );
}

interface OpenCard {
  lot: PropertyCardData;
  node: HTMLElement;
  maxHeight: number;
  close: () => void;
  shown: () => void;
}

/** MapLibre draws with WebGL 2; some browsers (or locked-down machines) do not offer it. */
function webglAvailable(): boolean {
  try {
    return !!document.createElement('canvas').getContext('webgl2');
  } catch {
    return false;
  }
}

/**
 * The map view (lazy-loaded: maplibre-gl is not in the first-load bundle). Search as you move:
 * every pan or zoom asks the graph for the lots in the new box, as points or as clusters; a
 * point opens the lot's card in a popup, a cluster zooms to its lots. Markers are buttons, so
 * the map's results can be reached with the keyboard.
 */
export default function ResultsMap({ where, bounds, frame, total, styleUrl }: ResultsMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibre | null>(null);
  const [status, setStatus] = useState<MapStatus>({ state: 'idle' });
  const [camera, setCamera] = useState<{ centre: string; zoom: string } | null>(null);
  const [card, setCard] = useState<OpenCard | null>(null);
  const [supported] = useState(webglAvailable);
  const whereKey = JSON.stringify(where);
  const frameKey = JSON.stringify(frame);

  useEffect(() => {
    if (!container.current || !supported) return;
    setWorkerUrl(workerUrl);
    const filter = JSON.parse(whereKey) as Record<string, unknown>;
    const opening = JSON.parse(frameKey) as MapBox | null;
    // Where the map opens: the view kept in the address (Back, a shared link), else the search.
    const kept = cameraInUrl();
    const map = new MapLibre({
      container: container.current,
      style: styleUrl ?? offlineStyle(window.location.origin),
      ...(kept
        ? { center: [kept.lng, kept.lat], zoom: kept.zoom }
        : opening
          ? {
              bounds: corners(opening),
              fitBoundsOptions: { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM },
            }
          : { center: [MAP_CENTRE.lng, MAP_CENTRE.lat], zoom: 9 }),
      minZoom: MIN_MAP_ZOOM,
      maxZoom: MAX_MAP_ZOOM,
      maxBounds: MAX_BOUNDS,
      attributionControl: { compact: true },
    });
    mapRef.current = map;
    const keepCamera = cameraKeeper();
    const showCamera = () => {
      const c = map.getCenter();
      setCamera({
        centre: `${c.lat.toFixed(5)},${c.lng.toFixed(5)}`,
        zoom: map.getZoom().toFixed(2),
      });
      return { lat: c.lat, lng: c.lng, zoom: map.getZoom() };
    };
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    const root = map.getContainer();
    let popup: Popup | null = null;
    let markers: Marker[] = [];
    /** The lot whose card is open: its marker gets focus back when the card closes. */
    let openLotId: string | null = null;
    /** A closed card's lot whose marker is out of the map until it is next drawn. */
    let refocusLotId: string | null = null;
    let request = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const markerOf = (id: string | null | undefined) =>
      id ? root.querySelector<HTMLElement>(`[data-lot-id="${CSS.escape(id)}"]`) : null;

    /**
     * Closes the card and gives focus back to its marker, or, when the map moved since and the
     * marker is being drawn afresh, to the new marker once it is drawn.
     */
    const closeCard = () => {
      const id = openLotId;
      popup?.remove();
      const marker = markerOf(id);
      if (marker) marker.focus({ preventScroll: true });
      else refocusLotId = id;
    };

    /** Pans the map until the whole card is inside it, then puts focus on the card's title. */
    const showCard = (shown: Popup, node: HTMLElement) => {
      if (shown !== popup) return;
      const [x, y] = panToFit(
        shown.getElement().getBoundingClientRect(),
        root.getBoundingClientRect(),
        CARD_MARGIN,
      );
      if (x !== 0 || y !== 0) map.panBy([x, y]);
      node.querySelector<HTMLElement>('h2 a, h3 a')?.focus({ preventScroll: true });
    };

    const openCard = async (id: number | string, lngLat: [number, number]) => {
      const data = await graphRequest<{ lot: PropertyCardData | null }>(
        'default',
        `query MapCard($id: bigint!) { lot: auction_properties_by_pk(id: $id) { ${CARD_FIELDS.auction_properties} } }`,
        { id },
      );
      if (!data.lot) return;
      const { clientWidth, clientHeight } = root;
      const node = document.createElement('div');
      node.className = 'relative';
      // Never wider than the map (a phone's is 288-343 px), and a card taller than the map
      // scrolls inside it.
      node.style.width = `${Math.min(256, clientWidth - 2 * CARD_MARGIN - 20)}px`;
      const maxHeight = Math.max(160, clientHeight - 2 * CARD_MARGIN - CARD_OFFSET - 48);
      // Below a marker in the map's top half, above one in the bottom half: the side with room.
      const anchor = map.project(lngLat).y < clientHeight / 2 ? 'top' : 'bottom';
      // Removing the card already open fires its 'close', which clears the card: set this one
      // after, or a second marker's card opened empty.
      popup?.remove();
      const next = new Popup({
        anchor,
        offset: CARD_OFFSET,
        maxWidth: 'none',
        closeButton: false,
        focusAfterOpen: false,
        // Over the caption and the zoom buttons while it is open.
        className: 'z-10',
      });
      next.on('close', () => {
        if (popup !== next) return;
        popup = null;
        openLotId = null;
        setCard(null);
      });
      popup = next;
      openLotId = String(id);
      next.setLngLat(lngLat).setDOMContent(node).addTo(map);
      setCard({
        lot: data.lot,
        node,
        maxHeight,
        close: closeCard,
        shown: () => showCard(next, node),
      });
    };
    // Escape closes the open card and gives focus back to the marker that opened it.
    const closeOnEscape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !popup?.isOpen()) return;
      closeCard();
    };
    root.addEventListener('keydown', closeOnEscape);
    // The card is drawn after every marker, so Tab from it left the markers behind for the list
    // below the map. Tab past its last link goes on to the next lot's marker, Shift+Tab before its
    // first back to its own; focus leaving the map closes it.
    const tabOutOfCard = (e: KeyboardEvent) => {
      if (e.key !== 'Tab' || !popup?.isOpen()) return;
      const card = popup.getElement();
      const links = [...card.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (e.target !== (e.shiftKey ? links[0] : links.at(-1))) return;
      const marker = markerOf(openLotId);
      if (!marker) return;
      const lots = [...root.querySelectorAll<HTMLElement>('[data-lot-id]')];
      const to = e.shiftKey ? marker : lots[lots.indexOf(marker) + 1];
      if (!to) return;
      e.preventDefault();
      to.focus({ preventScroll: true });
      if (!e.shiftKey) popup.remove();
    };
    root.addEventListener('keydown', tabOutOfCard);
    const closeWhenFocusLeaves = (e: FocusEvent) => {
      const to = e.relatedTarget;
      if (popup?.isOpen() && to instanceof Node && !root.contains(to)) popup.remove();
    };
    root.addEventListener('focusout', closeWhenFocusLeaves);

    // A group's lots fill the view; when they already do (a tight group), zoom in two levels on it,
    // so a click on a group always expands it.
    const zoomInto = (c: MapLots['clusters'][number]) => {
      const fit = map.cameraForBounds(corners(c.bbox), { padding: 60, maxZoom: 15 });
      if (fit?.zoom !== undefined && fit.zoom > map.getZoom() + 0.5)
        map.fitBounds(corners(c.bbox), { padding: 60, maxZoom: 15 });
      else map.easeTo({ center: [c.lng, c.lat], zoom: Math.min(MAX_MAP_ZOOM, map.getZoom() + 2) });
    };

    const place = (lots: MapLots, places: MapPlace[]) => {
      // The markers are drawn afresh: a focused one hands its focus to its successor.
      const active = document.activeElement;
      const focusedLot =
        active instanceof HTMLElement && root.contains(active)
          ? active.dataset.lotId
          : active === document.body
            ? refocusLotId
            : undefined;
      refocusLotId = null;
      for (const m of markers) m.remove();
      const layout = layoutMarkers(
        lots.points.map((p) => map.project([p.lng, p.lat])),
        MARKER_GAP,
      );
      // Lots too many to spread round one spot: one marker for them, as the server's groups.
      const groups = layout.groups.map((members) => groupOf(members.map((i) => lots.points[i]!)));
      const groupMarker = (c: MapLots['clusters'][number]) => {
        const el = markerButton(
          `${formatCount(c.count)} lots: zoom in`,
          formatCount(c.count),
          'grid h-10 min-w-10 place-items-center rounded-full border-2 border-white bg-brand-700 px-2 text-sm font-bold text-white shadow-lg hover:bg-brand-800 focus-visible:outline focus-visible:outline-3 focus-visible:outline-accent-400',
        );
        el.addEventListener('click', () => zoomInto(c));
        return new Marker({ element: el }).setLngLat([c.lng, c.lat]).addTo(map);
      };
      markers = [
        // Town names first, so lots draw over them; not focusable, not announced (the list and
        // the caption say where the lots are).
        ...places.map((p) =>
          new Marker({ element: placeLabel(p.name), anchor: 'bottom', offset: [0, LABEL_OFFSET_Y] })
            .setLngLat([p.lng, p.lat])
            .addTo(map),
        ),
        ...[...lots.clusters, ...groups].map(groupMarker),
        ...lots.points.flatMap((p, i) => {
          const offset = layout.offsets[i];
          if (!offset) return [];
          const el = lotMarker(markerName(p), stillOffered(p));
          el.dataset.lotId = String(p.id);
          el.addEventListener('click', (e) => {
            e.stopPropagation();
            void openCard(p.id, [p.lng, p.lat]).catch((err: unknown) => console.error(err));
          });
          return [new Marker({ element: el, offset }).setLngLat([p.lng, p.lat]).addTo(map)];
        }),
      ];
      // Town names clear of the markers and of each other (MapLibre does not place HTML markers
      // apart): moved off a marker, or left out when a larger town's name is there.
      const labels = markers.slice(0, places.length);
      const spots = placeLabels(
        labels.map((m) => boxOnMap(map, m, 'bottom')),
        markers.slice(places.length).map((m) => boxOnMap(map, m, 'center')),
      );
      labels.forEach((m, i) => {
        const spot = spots[i]!;
        m.setOffset([0, LABEL_OFFSET_Y + spot.dy]);
        m.getElement().style.visibility = spot.drawn ? '' : 'hidden';
      });
      markerOf(focusedLot)?.focus({ preventScroll: true });
    };

    const load = async () => {
      const id = ++request;
      setStatus({ state: 'pending' });
      try {
        const zoom = Math.max(0, Math.min(22, Math.floor(map.getZoom())));
        const bbox = boxOf(map);
        const [lots, places] = await Promise.all([
          fetchMapLots({ bbox, zoom, where: filter }),
          // Names are a help, not the answer: a failure leaves the map without them.
          fetchMapPlaces(bbox, zoom).catch(() => []),
        ]);
        if (id !== request) return;
        place(lots, places);
        setStatus({ state: 'success', lots });
      } catch (err) {
        if (id !== request) return;
        console.error('map search failed', err);
        setStatus({
          state: 'error',
          message:
            err instanceof Error && err.message
              ? `The map could not load lots: ${err.message}`
              : 'The map could not load lots. Please try again.',
        });
      }
    };
    map.on('load', () => {
      showCamera();
      void load();
    });
    map.on('moveend', () => {
      keepCamera(showCamera());
      clearTimeout(timer);
      timer = setTimeout(() => void load(), 250);
    });
    return () => {
      root.removeEventListener('keydown', closeOnEscape);
      root.removeEventListener('keydown', tabOutOfCard);
      root.removeEventListener('focusout', closeWhenFocusLeaves);
      popup?.remove();
      clearTimeout(timer);
      request += 1;
      mapRef.current = null;
      map.remove();
    };
  }, [styleUrl, whereKey, frameKey, supported]);

  const showAll = bounds
    ? () =>
        mapRef.current?.fitBounds(corners(bounds), {
          padding: FIT_PADDING,
          maxZoom: FIT_MAX_ZOOM,
        })
    : null;

  if (!supported)
    return (
      <p className="grid h-full place-items-center p-6 text-center text-slate-700">
        This browser cannot draw the map (WebGL is turned off). The lots are listed below.
      </p>
    );
  return (
    <div className="relative h-full w-full">
      <div
        ref={container}
        className="h-full w-full"
        role="region"
        aria-label="Map of lots"
        data-map-status={status.state}
        data-map-centre={camera?.centre}
        data-map-zoom={camera?.zoom}
        data-map-in-view={status.state === 'success' ? status.lots.total : undefined}
      />
      <MapStatusCaption total={total} status={status} onShowAll={showAll} />
      {card
        ? createPortal(
            <MapCard
              lot={card.lot}
              maxHeight={card.maxHeight}
              onClose={card.close}
              onShown={card.shown}
            />,
            card.node,
          )
        : null}
    </div>
  );
}
