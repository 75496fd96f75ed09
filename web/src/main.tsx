import './styles/global.css';

/**
 * The HTML carries the page frame (and for some pages their content): the browser paints it
 * before the app's code is evaluated, which takes a phone's main thread for a while. The code
 * itself downloads from the start (the HTML names it). A hidden tab gets no animation frames,
 * hence the timer as well.
 */
let booted = false;
/** Each download a link starts costs the main thread: a few links per task keep the tasks short. */
const LINKS_PER_TASK = 4;
/**
 * The first number or date formatted in a language loads that language's data, which takes a
 * phone tens of milliseconds: done in tasks of their own while the code downloads, not inside
 * the first render.
 */
const warmUps = [
  (lang: string) => new Intl.NumberFormat([lang, 'en']).format(1.5),
  (lang: string) => new Intl.DateTimeFormat([lang, 'en'], { dateStyle: 'medium' }).format(0),
];
function boot() {
  if (booted) return;
  booted = true;
  void import('./boot');
  // A page whose content came in its HTML names its scripts here instead of asking for them
  // before that content painted.
  const later = document.querySelector<HTMLMetaElement>('meta[name="scripts-after-paint"]');
  const hrefs = later?.content.split(' ').filter(Boolean) ?? [];
  const preload = () => {
    for (const href of hrefs.splice(0, LINKS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (hrefs.length > 0) setTimeout(preload, 0);
  };
  preload();
  const { lang } = document.documentElement;
  for (const warm of warmUps) setTimeout(() => warm(lang || 'en'), 0);
}
const fallback = setTimeout(boot, 100);
requestAnimationFrame(() => {
  clearTimeout(fallback);
  setTimeout(boot, 0);
});
