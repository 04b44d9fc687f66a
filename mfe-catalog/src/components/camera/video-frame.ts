/** Whether the video shows a picture yet (a stream's first frame arrives after it starts playing). */
function hasFrame(video: HTMLVideoElement): boolean {
  return video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0 && video.videoHeight > 0;
}

function drawFrame(
  video: HTMLVideoElement,
  canvas: HTMLCanvasElement,
  options?: CanvasRenderingContext2DSettings,
): CanvasRenderingContext2D | null {
  if (!hasFrame(video)) return null;
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d', options);
  context?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return context;
}

/** The pixels of the current video frame, or null before the first frame. `canvas` is reused between calls. */
export function readVideoFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement): ImageData | null {
  const context = drawFrame(video, canvas, { willReadFrequently: true });
  return context ? context.getImageData(0, 0, canvas.width, canvas.height) : null;
}

/** The current video frame as a PNG, or null before the first frame. */
export function captureVideoFrame(video: HTMLVideoElement): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  if (!drawFrame(video, canvas)) return Promise.resolve(null);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}
