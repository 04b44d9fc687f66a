// A nutrition label as the fake camera's picture: drawn as HTML by Chromium itself, then written as a Y4M video
// (YUV 4:2:0), the format Chromium's --use-file-for-fake-video-capture plays. No image library is needed.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { RUN_DIR } from './stack';

/** The video the camera project's Chromium plays as its camera (see playwright.config.ts). */
export const LABEL_VIDEO = path.join(RUN_DIR, 'label.y4m');

const WIDTH = 1280;
const HEIGHT = 720;

/** What the label says, per 100 g. */
export const LABEL_ROWS: readonly [string, string][] = [
  ['Energy', '1800 kJ / 430 kcal'],
  ['Fat', '17 g'],
  ['of which saturates', '9.5 g'],
  ['Carbohydrate', '62 g'],
  ['of which sugars', '30 g'],
  ['Fibre', '3.0 g'],
  ['Protein', '6.5 g'],
  ['Salt', '0.80 g'],
];

const labelHtml = () =>
  `<!doctype html>
<body style="margin:0;width:${WIDTH}px;height:${HEIGHT}px;background:#fff;` +
  `font:30px 'DejaVu Sans',Arial,sans-serif;color:#000">
  <table style="margin:40px auto;border-collapse:collapse;min-width:760px">
    <tr><th style="text-align:left;padding:6px 16px;border-bottom:3px solid #000">Nutrition information</th>
        <th style="text-align:right;padding:6px 16px;border-bottom:3px solid #000">per 100 g</th></tr>
    ${LABEL_ROWS.map(
      ([name, value]) =>
        `<tr><td style="padding:4px 16px">${name}</td>` +
        `<td style="text-align:right;padding:4px 16px">${value}</td></tr>`,
    ).join('')}
  </table>
</body>`;

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/** RGBA pixels → one Y4M frame (BT.601 full range, as C420jpeg says), chroma averaged over 2×2 blocks. */
function y4mFrame(rgba: Uint8Array): Buffer {
  const y = Buffer.alloc(WIDTH * HEIGHT);
  const u = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  const v = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  for (let row = 0; row < HEIGHT; row += 1) {
    for (let col = 0; col < WIDTH; col += 1) {
      const i = (row * WIDTH + col) * 4;
      y[row * WIDTH + col] = clamp(0.299 * rgba[i]! + 0.587 * rgba[i + 1]! + 0.114 * rgba[i + 2]!);
    }
  }
  for (let row = 0; row < HEIGHT; row += 2) {
    for (let col = 0; col < WIDTH; col += 2) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dr, dc] of [
        [0, 0],
        [0, 1],
        [1, 0],
        [1, 1],
      ] as const) {
        const i = ((row + dr) * WIDTH + col + dc) * 4;
        r += rgba[i]!;
        g += rgba[i + 1]!;
        b += rgba[i + 2]!;
      }
      [r, g, b] = [r / 4, g / 4, b / 4];
      const index = (row / 2) * (WIDTH / 2) + col / 2;
      u[index] = clamp(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
      v[index] = clamp(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
    }
  }
  return Buffer.concat([Buffer.from('FRAME\n'), y, u, v]);
}

/** Draws the label in a page of its own and writes it to LABEL_VIDEO as a few frames of video. */
export async function writeLabelVideo(browser: Browser): Promise<void> {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  try {
    await page.setContent(labelHtml());
    const png = await page.screenshot({ type: 'png' });
    // The PNG decoded by the browser into RGBA, handed back as base64 (a plain array would be megabytes of JSON).
    const rgba: string = await page.evaluate(
      async (dataUrl) => {
        const image = new Image();
        image.src = dataUrl;
        await image.decode();
        const canvas = document.createElement('canvas');
        [canvas.width, canvas.height] = [image.width, image.height];
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        const bytes = context.getImageData(0, 0, canvas.width, canvas.height).data;
        let binary = '';
        for (let start = 0; start < bytes.length; start += 0x8000)
          binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
        return btoa(binary);
      },
      `data:image/png;base64,${png.toString('base64')}`,
    );
    const frame = y4mFrame(new Uint8Array(Buffer.from(rgba, 'base64')));
    fs.mkdirSync(path.dirname(LABEL_VIDEO), { recursive: true });
    const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
    fs.writeFileSync(LABEL_VIDEO, Buffer.concat([header, frame, frame, frame]));
  } finally {
    await page.close();
  }
}
