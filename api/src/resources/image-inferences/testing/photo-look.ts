import { type Canvas, createCanvas } from '@napi-rs/canvas';
import { seededRandom } from '../../../seed/demo';
import { blurred, tilted } from './label-images';

/*
 * What a phone does to a rendered label: a smaller picture, a slight tilt, focus blur, sensor noise and JPEG
 * compression (low contrast is the drawing's ink and paper). Seeded, so the same photo comes out every time.
 */

export interface PhotoLook {
  /** Scale of the picture against the render (the text gets smaller). */
  scale: number;
  /** Degrees clockwise. */
  tilt: number;
  /** Gaussian blur radius in pixels, after scaling. */
  blur: number;
  /** Standard deviation of the grey noise added to every pixel (0-255). */
  noise: number;
  /** JPEG quality, 0-100. */
  jpegQuality: number;
  paper: string;
}

function scaled(source: Canvas, scale: number): Canvas {
  const canvas = createCanvas(Math.round(source.width * scale), Math.round(source.height * scale));
  canvas.getContext('2d').drawImage(source, 0, 0, canvas.width, canvas.height);
  return canvas;
}

/** Adds seeded, roughly normal grey noise (the sum of three uniform numbers) to every pixel. */
function withSensorNoise(canvas: Canvas, deviation: number, seed: number): Canvas {
  const random = seededRandom(seed);
  const context = canvas.getContext('2d');
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  for (let offset = 0; offset < image.data.length; offset += 4) {
    const delta = (random() + random() + random() - 1.5) * 2 * deviation;
    for (let channel = 0; channel < 3; channel++) {
      image.data[offset + channel] = Math.max(0, Math.min(255, image.data[offset + channel]! + delta));
    }
  }
  context.putImageData(image, 0, 0);
  return canvas;
}

/** The rendered label as a phone's JPEG. */
export function photographed(render: Canvas, look: PhotoLook, seed: number): Buffer {
  let canvas = scaled(render, look.scale);
  if (look.tilt) canvas = tilted(canvas, look.tilt, look.paper);
  if (look.blur) canvas = blurred(canvas, look.blur);
  if (look.noise) canvas = withSensorNoise(canvas, look.noise, seed);
  return canvas.toBuffer('image/jpeg', look.jpegQuality);
}
