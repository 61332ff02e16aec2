import { encodePng, toBase64 } from './png';

export const PUZZLE_WIDTH = 310;
export const PUZZLE_HEIGHT = 155;
const PIECE = 42;
const KNOB = 8;
/** The piece image is as tall as the background and this wide, as in the AJ-Captcha widget. */
export const PIECE_IMAGE_WIDTH = PIECE + KNOB * 2 + 2;

export interface Puzzle {
  /** Left edge of the hole in image pixels: the answer the slider must reach, ±5 px. */
  x: number;
  y: number;
  originalImageBase64: string;
  jigsawImageBase64: string;
}

type Random = () => number;

/** A square with a round knob on its right side and top, like a jigsaw piece; origin at the piece's box. */
function inPiece(px: number, py: number): boolean {
  const inSquare = px >= KNOB && px < KNOB + PIECE && py >= KNOB && py < KNOB + PIECE;
  const right = (px - (KNOB + PIECE)) ** 2 + (py - (KNOB + PIECE / 2)) ** 2 <= KNOB * KNOB;
  const top = (px - (KNOB + PIECE / 2)) ** 2 + (py - KNOB) ** 2 <= KNOB * KNOB;
  return inSquare || right || top;
}

function landscape(random: Random): (x: number, y: number) => [number, number, number] {
  const hue = random() * 360;
  const hills = Array.from({ length: 3 }, () => ({
    phase: random() * 6,
    amp: 10 + random() * 18,
    base: 70 + random() * 50,
  }));
  const discs = Array.from({ length: 7 }, () => ({
    cx: random() * PUZZLE_WIDTH,
    cy: random() * PUZZLE_HEIGHT,
    r: 8 + random() * 22,
    l: 0.55 + random() * 0.35,
  }));
  return (x, y) => {
    let light = 0.78 - (y / PUZZLE_HEIGHT) * 0.25;
    hills.forEach((h, i) => {
      if (y > h.base + Math.sin(x / 40 + h.phase) * h.amp) light = 0.52 - i * 0.1;
    });
    for (const d of discs) if ((x - d.cx) ** 2 + (y - d.cy) ** 2 < d.r * d.r) light = d.l;
    return hsl(hue + y / 3, 0.45, light);
  };
}

function hsl(h: number, s: number, l: number): [number, number, number] {
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** Generates a block puzzle: a background with a hole, and the piece that fills it. */
export function generatePuzzle(random: Random = Math.random): Puzzle {
  const x = Math.round(70 + random() * (PUZZLE_WIDTH - PIECE_IMAGE_WIDTH - 80));
  const y = Math.round(10 + random() * (PUZZLE_HEIGHT - PIECE_IMAGE_WIDTH - 20));
  const colour = landscape(random);
  const background = new Uint8Array(PUZZLE_WIDTH * PUZZLE_HEIGHT * 4);
  const piece = new Uint8Array(PIECE_IMAGE_WIDTH * PUZZLE_HEIGHT * 4);

  for (let py = 0; py < PUZZLE_HEIGHT; py++) {
    for (let px = 0; px < PUZZLE_WIDTH; px++) {
      const [r, g, b] = colour(px, py);
      const inside = inPiece(px - x, py - y);
      const edge =
        inside &&
        (!inPiece(px - x - 1, py - y) ||
          !inPiece(px - x + 1, py - y) ||
          !inPiece(px - x, py - y - 1) ||
          !inPiece(px - x, py - y + 1));
      const i = (py * PUZZLE_WIDTH + px) * 4;
      const shade = inside ? 0.45 : 1;
      background.set([r * shade, g * shade, b * shade, 255], i);
      if (inside) {
        const j = (py * PIECE_IMAGE_WIDTH + (px - x)) * 4;
        piece.set(edge ? [255, 255, 255, 255] : [r, g, b, 255], j);
      }
    }
  }
  return {
    x,
    y,
    originalImageBase64: toBase64(encodePng(PUZZLE_WIDTH, PUZZLE_HEIGHT, background)),
    jigsawImageBase64: toBase64(encodePng(PIECE_IMAGE_WIDTH, PUZZLE_HEIGHT, piece)),
  };
}
