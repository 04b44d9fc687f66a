import { readFile } from 'node:fs/promises';
import path from 'node:path';
import webpack from 'webpack';

const { Compilation, sources } = webpack;

/** The product's primary colour (graphite 50 of shared/src/ui/brand.ts): the browser's title bar, as in index.html. */
export const THEME_COLOR = '#2b2b2b';
/** The page's background (colorNeutralBackground1 of the light theme): the splash screen behind the icon. */
export const BACKGROUND_COLOR = '#ffffff';
/** The fill of the favicon's rounded square: what a maskable or Apple icon is filled with to its edges. */
export const ICON_BACKGROUND = '#107c41';

/** A maskable icon's safe zone is the central circle of 80 % of its size: the whole favicon fits in it at 80 %. */
const MASKABLE_SCALE = 0.8;

const MANIFEST = {
  name: 'Nutrilog',
  short_name: 'Nutrilog',
  description: 'A personal nutrition and weight tracker: log what you eat and your weight, and follow your goals.',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  lang: 'en-GB',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/** The SVG rasterised at `size` × `size` pixels (at the density that makes its own size that, not scaled up). */
async function render(sharp, svg, size) {
  const { width } = await sharp(svg).metadata();
  return sharp(svg, { density: (72 * size) / width })
    .resize(size, size)
    .png()
    .toBuffer();
}

/** The SVG at `scale` of `size`, centred on an opaque square of `background` (no alpha channel). */
async function onBackground(sharp, svg, size, scale, background) {
  const inner = Math.round(size * scale);
  const start = Math.floor((size - inner) / 2);
  const end = size - inner - start;
  return sharp(await render(sharp, svg, inner))
    .flatten({ background })
    .extend({ top: start, left: start, bottom: end, right: end, background })
    .png()
    .toBuffer();
}

/**
 * An ICO file holding PNG images (the format browsers read since Windows Vista's icons): what a browser asks for at
 * /favicon.ico where a page names no icon of its own (a JSON or image document, an old bookmark). Six bytes of
 * header, sixteen per image, then the PNGs.
 */
export function icoOfPngs(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size % 256, entry); // 0 stands for 256
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({ png }) => png)]);
}

async function renderAll(svg) {
  // Loaded here, not at import: every app's build and the static server import webpack.mjs, which imports this.
  const { default: sharp } = await import('sharp');
  return {
    'icons/icon-192.png': await render(sharp, svg, 192),
    'icons/icon-512.png': await render(sharp, svg, 512),
    'icons/maskable-512.png': await onBackground(sharp, svg, 512, MASKABLE_SCALE, ICON_BACKGROUND),
    // iOS rounds the corners itself and shows transparency as black.
    'icons/apple-touch-icon.png': await onBackground(sharp, svg, 180, 1, ICON_BACKGROUND),
    'favicon.ico': icoOfPngs([
      { size: 16, png: await render(sharp, svg, 16) },
      { size: 32, png: await render(sharp, svg, 32) },
    ]),
    'manifest.webmanifest': Buffer.from(`${JSON.stringify(MANIFEST, null, 2)}\n`),
  };
}

/**
 * Makes the host installable: the web app manifest and its PNG icons, rendered at build time from one SVG (the
 * favicon). The icons are not content-hashed (the manifest and the Apple link name them); the server has them
 * revalidated. See docs/decisions.md ("Installable").
 */
export class WebAppManifestPlugin {
  /** @param {{ svg?: string }} [options] svg: the source icon (default: the favicon beside this module). */
  constructor({ svg = path.join(import.meta.dirname, 'favicon.svg') } = {}) {
    this.svgPath = svg;
    /** The last source rendered and its files: a rebuild in watch mode renders only when the SVG changed. */
    this.rendered = undefined;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('WebAppManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'WebAppManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          compilation.fileDependencies.add(this.svgPath);
          const svg = await readFile(this.svgPath);
          if (!this.rendered?.svg.equals(svg)) this.rendered = { svg, files: await renderAll(svg) };
          for (const [file, buffer] of Object.entries(this.rendered.files)) {
            compilation.emitAsset(file, new sources.RawSource(buffer));
          }
        },
      );
    });
  }
}
