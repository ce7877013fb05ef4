/**
 * Sends a tracking pixel (the analytics pixel, the ad network's conversion pixels): a fire-and-forget image request.
 * Resolves once it is answered or has failed; never rejects.
 */
export function sendPixel(url: string): Promise<void> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = image.onerror = () => resolve();
    image.src = url;
  });
}
