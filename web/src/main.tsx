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
  void import('./boot');
}
const fallback = setTimeout(boot, 100);
requestAnimationFrame(() => {
  clearTimeout(fallback);
  setTimeout(boot, 0);
});
