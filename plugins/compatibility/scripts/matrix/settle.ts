/**
 * Waiting for a drawn table to settle, in a page script: resolves once `snapshot` (a text of what can still move:
 * scroll positions, transforms, the number of elements) has not changed for 5 frames in a row, or after 300 frames.
 */
export function untilStill(snapshot: () => string): Promise<void> {
  return new Promise((resolve) => {
    let last = snapshot();
    let calm = 0;
    let frames = 0;
    const tick = () => {
      const now = snapshot();
      calm = now === last ? calm + 1 : 0;
      last = now;
      if (calm >= 5 || ++frames > 300) resolve();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}
