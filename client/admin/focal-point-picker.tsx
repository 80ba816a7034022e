import type { KeyboardEvent, MouseEvent } from 'react';
import { renditionUrl } from '#schema/media-renditions';

const STEP = 0.05;
const clamp = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 100) / 100;
const percent = (v: number) => `${Math.round(v * 100)}%`;

/**
 * Sets an image's focal point (the part kept when a layout crops it): click on the image, or focus
 * it and use the arrow keys (Shift for bigger steps). The point is announced as it moves.
 */
export function FocalPointPicker({
  id,
  src,
  alt,
  x,
  y,
  onChange,
}: {
  id: string;
  src: string;
  alt: string;
  x: number;
  y: number;
  onChange: (x: number, y: number) => void;
}) {
  const click = (e: MouseEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    onChange(clamp((e.clientX - box.left) / box.width), clamp((e.clientY - box.top) / box.height));
  };
  const key = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? STEP * 4 : STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    onChange(clamp(x + move[0]), clamp(y + move[1]));
  };
  return (
    <div>
      <p id={`${id}-label`} className="text-sm font-medium text-slate-800">
        Focal point
      </p>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        Click the part of the picture that must stay in view when it is cropped, or focus the
        picture and use the arrow keys.
      </p>
      {/* A two-way control: the arrow keys move the point, a click places it. */}
      <div
        id={id}
        role="group"
        tabIndex={0}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint ${id}-value`}
        onClick={click}
        onKeyDown={key}
        className="relative mt-2 inline-block max-w-full cursor-crosshair rounded-lg focus:outline-2 focus:outline-offset-2 focus:outline-brand-700"
      >
        <img src={renditionUrl(src, 480, 'webp')} alt={alt} className="block max-h-80 rounded-lg" />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute h-6 w-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-brand-700/60 shadow-[0_0_0_2px_rgba(0,0,0,0.6)]"
          style={{ left: percent(x), top: percent(y) }}
        />
      </div>
      <p id={`${id}-value`} aria-live="polite" className="mt-1 text-xs text-slate-700">
        {percent(x)} across, {percent(y)} down
      </p>
    </div>
  );
}
