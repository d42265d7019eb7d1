/*
 * Starts the website's scripts on a page whose first screen the server rendered (the gateway
 * writes this tag in place of the build's script and preload tags: gateway/src/http/site-html/
 * render.ts). The page is already there to read and to follow by its links; what it waits for on a
 * phone's link is its styles and its largest picture. So the scripts, which only take the page over
 * (client/src/main.tsx), are asked for once the page has loaded and painted, or after a few seconds
 * at most when its pictures are slow, and never share the link with what the visitor is waiting for.
 */
(() => {
  const self = document.currentScript;
  if (!(self instanceof HTMLScriptElement)) return;
  const { entry, preload = '' } = self.dataset;
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // After the frame that paints what has loaded.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start));
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
  setTimeout(start, 3000);
})();
