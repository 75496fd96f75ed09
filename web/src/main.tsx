import './styles/global.css';

/**
 * The HTML carries the page frame (and for some pages their content): the browser paints it
 * before the app's code is evaluated, which takes a phone's main thread for a while. The code
 * itself downloads from the start (the HTML names it). A hidden tab gets no animation frames,
 * hence the timer as well.
 */
let booted = false;
function boot() {
  if (booted) return;
  booted = true;
  // A page whose content came in its HTML names its scripts here instead of asking for them
  // before that content painted.
  const later = document.querySelector<HTMLMetaElement>('meta[name="scripts-after-paint"]');
  for (const href of later?.content.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import('./boot');
}
const fallback = setTimeout(boot, 100);
requestAnimationFrame(() => {
  clearTimeout(fallback);
  setTimeout(boot, 0);
});
